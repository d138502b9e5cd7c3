import { type Person, peopleMessages as text } from '@license-console/domain';
import { Button, ConfirmDialog } from '@license-console/ui';
import { actionButtonId, type PersonAction, type PersonController } from './use-person.ts';

/** Each action's question: its title, its message about this person, and whether it is a destructive one. */
function questionOf(action: PersonAction, person: Person) {
  switch (action) {
    case 'signOutEverywhere':
      return { title: text.signOutTitle, message: text.signOutMessage(person.email) };
    case 'forcePasswordChange':
      return { title: text.forceTitle, message: text.forceMessage(person.email) };
    case 'resendSetPassword':
      return { title: text.resendTitle, message: text.resendMessage(person.email) };
    case 'deactivate':
      return {
        title: text.deactivateTitle,
        message: text.deactivateMessage(person.email, person.seats.length),
        destructive: true,
      };
    case 'reactivate':
      return { title: text.reactivateTitle, message: text.reactivateMessage(person.email) };
  }
}

/**
 * A button for each action the answer allows, each asking its question first (YES/CANCEL); the dialog gives the
 * focus back to the button that opened it.
 */
function PersonActions({
  person,
  actions,
  act,
  acting,
}: Pick<PersonController, 'actions' | 'act' | 'acting'> & { person: Person }) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => {
        const question = questionOf(action, person);
        return (
          <ConfirmDialog
            key={action}
            title={question.title}
            message={question.message}
            confirmLabel={text.confirm}
            cancelLabel={text.cancel}
            tone={question.destructive ? 'destructive' : 'default'}
            onConfirm={() => act(action)}
            trigger={
              <Button
                id={actionButtonId(action)}
                variant={question.destructive ? 'destructive' : 'secondary'}
                loading={acting === action}
              >
                {text[action]}
              </Button>
            }
          />
        );
      })}
    </div>
  );
}

export { PersonActions };
