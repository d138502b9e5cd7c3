import type { PasswordRuleResult } from '@license-console/domain';
import { PolicyChecklist, type PolicyChecklistProps } from '@license-console/ui';
import { resetPasswordStrings as strings } from './strings.ts';

type PasswordPolicyChecklistProps = Omit<PolicyChecklistProps, 'items' | 'title'> & {
  /** Each rule of the policy and whether the typed password passes it (the domain's evaluatePasswordPolicy). */
  rules: readonly PasswordRuleResult[];
};

/** The live password-policy checklist of the reset page and the profile's Change Password, in their words. */
function PasswordPolicyChecklist({ rules, ...props }: PasswordPolicyChecklistProps) {
  return (
    <PolicyChecklist
      title={strings.policyTitle}
      passedLabel={strings.rulePassed}
      failedLabel={strings.ruleFailed}
      summary={strings.policySummary}
      items={rules.map((rule) => ({ id: rule.rule, label: rule.label, passed: rule.passed }))}
      {...props}
    />
  );
}

export { PasswordPolicyChecklist, type PasswordPolicyChecklistProps };
