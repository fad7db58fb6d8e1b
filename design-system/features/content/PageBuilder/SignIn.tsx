import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { FormNotice } from '../../../forms/FormParts.tsx';
import { type ContentSession, defaultServiceUrl } from './contentService.ts';
import * as styles from './Workspace.css.ts';

/** The content service's address (prefilled, editable) and the editor's key, typed in for this session only. */
export function SignIn({
  onSignIn,
  refusal,
  busy,
}: {
  onSignIn: (session: ContentSession) => void;
  refusal?: string | undefined;
  busy: boolean;
}) {
  const [serviceUrl, setServiceUrl] = useState(defaultServiceUrl);
  const [key, setKey] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!key.trim()) return setMissing(true);
    setMissing(false);
    onSignIn({ serviceUrl: serviceUrl.trim(), key: key.trim() });
  };
  return (
    <div className={styles.root}>
      <h1 className={styles.tileHeading}>Page builder: sign in</h1>
      <p className={styles.muted}>
        Your key is kept in this browser tab until you sign out or close it; it is never saved anywhere else.
      </p>
      {refusal ? <FormNotice tone="danger" title={refusal} /> : null}
      <form className={`${styles.panel} ${styles.narrow}`} onSubmit={submit} noValidate>
        <TextInput
          id="content-service-url"
          label="Content service address"
          type="url"
          value={serviceUrl}
          onChange={(event) => setServiceUrl(event.target.value)}
        />
        <TextInput
          id="content-editor-key"
          label="Your editor's key"
          hint="An operator key with the content or the publisher role"
          type="password"
          autoComplete="off"
          value={key}
          error={missing ? 'Enter your key' : undefined}
          onChange={(event) => setKey(event.target.value)}
        />
        <div className={styles.row}>
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </div>
      </form>
    </div>
  );
}
