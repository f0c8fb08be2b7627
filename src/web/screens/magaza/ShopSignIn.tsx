import { Button, Callout, Card, FormGroup, H4, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { signInDealer } from '../../api/shop';
import { useT } from '../../i18n/useT';
import { refusal } from './shopText';

/** /magaza/giris (and any shop page without a session): the dealer's e-mail and the password the company gave it. */
export function ShopSignIn({ ended, onSignedIn }: { ended: boolean; onSignedIn: () => void }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInDealer(email.trim(), password);
      setPassword('');
      onSignedIn();
    } catch (err) {
      setError(refusal(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="shop-card shop-signin">
      <H4>{t('storefront.signInTitle')}</H4>
      {ended && <Callout intent="warning">{t('storefront.sessionEnded')}</Callout>}
      <form onSubmit={submit}>
        <FormGroup label={t('storefront.email')} labelFor="shop-email">
          <InputGroup id="shop-email" name="email" type="email" large autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormGroup>
        <FormGroup label={t('storefront.password')} labelFor="shop-password">
          <InputGroup
            id="shop-password"
            name="password"
            type="password"
            large
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormGroup>
        {error && (
          <Callout intent="danger" data-testid="shop-signin-error">
            {error}
          </Callout>
        )}
        <Button type="submit" intent="primary" large fill loading={busy} text={t('storefront.signIn')} />
      </form>
    </Card>
  );
}
