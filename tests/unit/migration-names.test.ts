import { describe, expect, it } from 'vitest';
import { migrationNames } from '../../src/server/db/migrate';
import { migrationOrder, newMigrationFile } from '../../src/server/db/migration-names';

describe('migration names cannot collide between branches', () => {
  it('the dated migrations apply after every numbered one, each kind in its own order', () => {
    const files = ['202611290731_b.sql', '098_background_leases.sql', '202612010900_c.sql', '001_platform.sql', '202611290730_a.sql', '100_later_number.sql'];
    expect(migrationOrder(files)).toEqual([
      '001_platform.sql',
      '098_background_leases.sql',
      '100_later_number.sql',
      '202611290730_a.sql',
      '202611290731_b.sql',
      '202612010900_c.sql',
    ]);
  });

  it.each([
    ['099-dash.sql'],
    ['99_two_digits.sql'],
    ['2026112907_short_date.sql'],
    ['202611290731_Upper.sql'],
    ['202613010000_no_such_month.sql'],
    ['202611312400_no_such_hour.sql'],
    ['cash_box_limits.sql'],
  ])('a name of neither form is refused, saying how to name one: %s', (bad) => {
    expect(() => migrationOrder(['001_platform.sql', bad])).toThrow(
      new RegExp(`"${bad}" is not a migration name: a new migration is named YYYYMMDDHHMM_name.sql`),
    );
  });

  it.each([
    ['099_cash_limits.sql', '099_table_plans.sql', '099'],
    ['202611290731_cash_limits.sql', '202611290731_table_plans.sql', '202611290731'],
  ])('two files with one prefix are refused: %s and %s', (a, b, prefix) => {
    expect(() => migrationOrder([a, '001_platform.sql', b])).toThrow(`"${a}" and "${b}" share the prefix ${prefix}`);
  });

  it('the migrations of this version are all named in a form it orders, the numbered ones first', () => {
    const names = migrationNames();
    expect(names[0]).toBe('001_platform.sql');
    const firstDated = names.findIndex((n) => /^\d{12}_/.test(n));
    if (firstDated >= 0) expect(names.slice(firstDated).every((n) => /^\d{12}_/.test(n))).toBe(true);
  });
});

describe('npm run migration:new names the new file by the UTC minute it is written', () => {
  const now = new Date('2026-11-29T07:31:42.500Z');

  it('the prefix is the UTC minute', () => {
    expect(newMigrationFile('cash_box_limits', now, ['001_platform.sql'])).toBe('202611290731_cash_box_limits.sql');
  });

  it('a minute already taken moves it to the next free one', () => {
    expect(newMigrationFile('second', now, ['202611290731_first.sql', '202611290732_other.sql'])).toBe('202611290733_second.sql');
  });

  it.each(['Cash', 'cash-box', '1cash', ''])('a name that is not lower-case letters, digits and _ is refused: "%s"', (name) => {
    expect(() => newMigrationFile(name, now, [])).toThrow('is not a migration name');
  });
});
