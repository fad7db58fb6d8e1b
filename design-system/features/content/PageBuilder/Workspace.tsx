import type { ContentEditorPage, OpsRole } from '@fittizia/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { FormNotice } from '../../../forms/FormParts.tsx';
import { type ContentSession, contentClient, keepSession, readSession, refusalOf } from './contentService.ts';
import { PageEditor } from './PageEditor.tsx';
import { PageList, type PageSummary } from './PageList.tsx';
import { SignIn } from './SignIn.tsx';
import * as styles from './Workspace.css.ts';

export interface WorkspaceProps {
  /** The address's query (`?page=home&tile=2`); the page's own location unless given. */
  search?: string;
  /** The role to assume instead of asking the content service (a story that forces a refused call). */
  role?: OpsRole;
}

/** The editor's workspace: sign in, the list of pages, and the open page. */
export function Workspace({ search, role: forcedRole }: WorkspaceProps) {
  const query = useMemo(() => new URLSearchParams(search ?? globalThis.location?.search ?? ''), [search]);
  const [session, setSession] = useState<ContentSession | undefined>(readSession);
  const [role, setRole] = useState<OpsRole>();
  const [pages, setPages] = useState<PageSummary[]>();
  const [opened, setOpened] = useState<ContentEditorPage>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const client = useMemo(() => (session ? contentClient(session) : undefined), [session]);

  const open = useCallback(
    async (id: string) => {
      if (!client || !session) return;
      try {
        setOpened(await client.call('opsContentPage', { params: { id } }));
        setRefusal(undefined);
      } catch (error) {
        setRefusal(refusalOf(error, session.serviceUrl).message);
      }
    },
    [client, session],
  );

  useEffect(() => {
    if (!client || !session) return;
    let live = true;
    setBusy(true);
    (async () => {
      try {
        const list = await client.call('opsContentPages');
        const found = forcedRole ?? (await client.call('opsContentWhoAmI')).role;
        if (!live) return;
        keepSession(session);
        setPages(list.pages);
        setRole(found);
        const wanted = query.get('page');
        if (wanted) await open(wanted);
      } catch (error) {
        if (!live) return;
        keepSession(undefined);
        setSession(undefined);
        setRefusal(refusalOf(error, session.serviceUrl).message);
      } finally {
        if (live) setBusy(false);
      }
    })();
    return () => {
      live = false;
    };
  }, [client, session, forcedRole, query, open]);

  if (!session || !client || !pages || !role) {
    return (
      <SignIn
        busy={busy}
        refusal={refusal}
        onSignIn={(next) => {
          setRefusal(undefined);
          setSession(next);
        }}
      />
    );
  }
  const signOut = (
    <Button
      variant="outline"
      onClick={() => {
        keepSession(undefined);
        setSession(undefined);
        setPages(undefined);
        setOpened(undefined);
        setRole(undefined);
      }}
    >
      Sign out
    </Button>
  );
  const who =
    role === 'publisher' ? 'Signed in as a publisher' : 'Signed in as an editor (you cannot publish)';
  return (
    <div>
      <div className={`${styles.bar} ${styles.root}`} style={{ minHeight: 0 }}>
        <p className={styles.muted}>{`${who}, at ${session.serviceUrl}`}</p>
        {signOut}
      </div>
      {opened ? (
        <PageEditor
          key={opened.id}
          client={client}
          serviceUrl={session.serviceUrl}
          opened={opened}
          pageIds={pages.filter((p) => !p.removed).map((p) => p.id)}
          isPublisher={role === 'publisher'}
          focusTile={opened.id === query.get('page') ? Number(query.get('tile')) || undefined : undefined}
          onClose={() => setOpened(undefined)}
        />
      ) : (
        <div className={styles.root}>
          <h1 className={styles.tileHeading}>Page builder</h1>
          {refusal ? <FormNotice tone="danger" title={refusal} /> : null}
          <PageList pages={pages} onOpen={open} />
        </div>
      )}
    </div>
  );
}
