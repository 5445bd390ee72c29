import { useSearchParams } from 'react-router';
import type { AppType } from '@guru/shared';
import { ResetEmailForm } from './ResetEmailForm';
import { ResetFlow } from './ResetFlow';

/** `/…/reset-password/email`: the e-mail form, or (opened from the e-mailed link, `?token=`) the reset itself. */
export function ForgotPasswordPage({ app }: { app: AppType }) {
  const token = useSearchParams()[0].get('token') ?? '';
  return token === '' ? <ResetEmailForm app={app} /> : <ResetFlow key={token} app={app} token={token} />;
}
