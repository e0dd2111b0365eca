import { useState, type ReactElement } from 'react';
import { SchemaForm, toast, type FieldMessages } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import profileSchema from '../../../../schemas/api/users/user-profile.schema.json';
import { LABELS } from '../labels';
import type { UserRow } from '../types';
import { usersApi } from '../users/api';

const MESSAGES_BY_FIELD: FieldMessages = {
  email: { required: MESSAGES.muEmailMissing, minLength: MESSAGES.muEmailInvalid, pattern: MESSAGES.muEmailInvalid },
  fullName: {
    required: MESSAGES.muFullNameMissing,
    minLength: MESSAGES.muFullNameMissing,
    pattern: MESSAGES.muFullNameMissing,
  },
};

/** Edit a user's name and e-mail address (PATCH with what changed). */
export function ProfileForm({ user, onDone }: { user: UserRow; onDone(): void }): ReactElement {
  const update = usersApi.useUpdate();
  const [value] = useState(() => ({ fullName: user.fullName, email: user.email }));
  const submit = async (draft: Record<string, unknown>): Promise<void> => {
    const input: { fullName?: string; email?: string } = {};
    if (typeof draft.fullName === 'string' && draft.fullName !== user.fullName) input.fullName = draft.fullName;
    if (typeof draft.email === 'string' && draft.email !== user.email) input.email = draft.email;
    if (Object.keys(input).length > 0) await update.mutateAsync({ id: user.id, input });
    toast.success(MESSAGES.muProfileSaved);
    onDone();
  };
  return (
    <SchemaForm
      schema={profileSchema}
      value={value}
      messages={MESSAGES_BY_FIELD}
      serverError={update.error}
      submitLabel={LABELS.save}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}
