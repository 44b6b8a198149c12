import type { SecondStepAsked } from '../api/login';
import { EnrolmentStep } from './enrolment-step';
import { SecondFactorForm } from './second-factor-form';

type Props = { asked: SecondStepAsked; onSignedIn: () => void; onRestart: () => void };

/** Sign-in after the password (issue 46): the factor's code, or its enrolment when the policy asks for one. */
export function SecondStep({ asked, ...rest }: Props) {
  return 'challenge' in asked ? (
    <SecondFactorForm challenge={asked.challenge} factors={asked.factors} {...rest} />
  ) : (
    <EnrolmentStep token={asked.enrolmentToken} {...rest} />
  );
}
