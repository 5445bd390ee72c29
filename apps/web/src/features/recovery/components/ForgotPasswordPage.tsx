import type { AppType } from '@guru/shared';
import { useAddressToken } from '../../../lib/addressToken';
import { ResetEmailForm } from './ResetEmailForm';
import { ResetFlow } from './ResetFlow';

/** `/…/reset-password/email`: the e-mail form, or (opened from the e-mailed link, `?token=`, which leaves the address bar on load) the reset itself. */
export function ForgotPasswordPage({ app }: { app: AppType }) {
  const token = useAddressToken('token');
  return token === '' ? <ResetEmailForm app={app} /> : <ResetFlow key={token} app={app} token={token} />;
}
