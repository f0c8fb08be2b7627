import { describe, expect, it } from 'vitest';
import { passwordChangeBody } from '../../../src/domain/schemas/auth';
import { checkPassword, DUMMY_HASH, hashPassword, verifyPassword } from '../../../src/server/auth/passwords';

/** Log-in timing must not tell which e-mails exist: an unknown e-mail costs the same hash as a known one. */
describe('checkPassword', () => {
  const counting = () => {
    const calls: string[] = [];
    const verify = async (password: string, stored: string) => {
      calls.push(stored);
      return verifyPassword(password, stored);
    };
    return { calls, verify };
  };

  it('an unknown e-mail is checked against a dummy hash of the same cost, and fails', async () => {
    const { calls, verify } = counting();
    expect(await checkPassword(undefined, 'demo1234', verify)).toBeNull();
    expect(calls).toEqual([DUMMY_HASH]);
    const real = await hashPassword('demo1234');
    // scrypt$N$r$p: the same work as for a real user's hash
    expect(DUMMY_HASH.split('$').slice(0, 4)).toEqual(real.split('$').slice(0, 4));
    expect(Buffer.from(DUMMY_HASH.split('$')[5]!, 'base64')).toHaveLength(Buffer.from(real.split('$')[5]!, 'base64').length);
  });

  it('a known e-mail is checked against its own hash: the user when the password is right, else null', async () => {
    const user = { id: 7, password_hash: await hashPassword('demo1234') };
    const { calls, verify } = counting();
    expect(await checkPassword(user, 'demo1234', verify)).toBe(user);
    expect(await checkPassword(user, 'wrong', verify)).toBeNull();
    expect(calls).toEqual([user.password_hash, user.password_hash]);
  });
});

describe('the password change asks for the current password; the renewal of an expired one does not', () => {
  it('a change without the current password is refused on that field', () => {
    const r = passwordChangeBody(false).safeParse({ name: 'a@b.test', password: 'abcdefg1' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['currentPassword']);
    expect(passwordChangeBody(false).parse({ name: 'a@b.test', password: 'abcdefg1', currentPassword: 'x' }).currentPassword).toBe('x');
  });

  it('the renewal takes none (and drops one sent anyway)', () => {
    expect(passwordChangeBody(true).parse({ name: 'a@b.test', password: 'abcdefg1', currentPassword: 'x' })).toEqual({
      name: 'a@b.test',
      password: 'abcdefg1',
    });
  });
});
