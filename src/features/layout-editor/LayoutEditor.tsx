import { Alert, Button, List, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type Dispatch, type ReactElement } from 'react';
import type { LayoutCustomizationFieldsFragment, LayoutScopeKind } from '../../data/__generated__/graphql';
import { lintLayout } from '../../domain/layout/lint';
import { validateLayout, type LayoutIssue } from '../../domain/layout/validate';
import { RendererContext, type RendererEnvironment } from '../../renderer/RendererContext';
import type { Breakpoint } from '../../registry/types';
import { useLayoutCustomization, useLayoutWrites, useRefreshLayouts, type LayoutFailure } from './api';
import { ConfirmDialog } from '../../admin-kit/confirm';
import { addSection, canRemoveSection, moduleIds } from './edit-ops';
import type { EditorAction, EditorScope, EditorState } from './editor-state';
import { EditorToolbar, type ScopeChoice } from './EditorToolbar';
import { HistoryDialog } from './HistoryDialog';
import { SectionEditor, sectionTitle } from './SectionEditor';
import { CONFIRM_TEXTS, EDITOR_TEXTS, resetText, restoredText, savedText, scopeLabel, sourceText } from './texts';
import { useLeaveGuard } from './use-leave-guard';

/** A named agency or advertiser. */
export interface Named {
  id: number;
  name: string;
}

/** Props of the edit-mode page. */
export interface LayoutEditorProps {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  /** The tab being edited. */
  tactic: string;
  advertiser: Named;
  /** The caller's active agency, when there is one to customise. */
  agency: Named | null;
  /** The dashboard's renderer environment: previews draw with the advertiser's data through it. */
  environment: RendererEnvironment | null;
}

type Question = 'leave' | 'reset' | { scope: EditorScope };

function IssueList({ title, issues }: { title: string; issues: readonly LayoutIssue[] }): ReactElement {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <List.Root fontSize="sm" aria-label={title}>
          {issues.map((issue) => (
            <List.Item key={`${issue.path} ${issue.message}`}>
              <code>{issue.path}</code>: {issue.message}
            </List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}

function FailureAlert({ failure, onReload }: { failure: LayoutFailure; onReload(): void }): ReactElement {
  if (failure.kind === 'invalid' && failure.issues.length > 0)
    return <IssueList title={`${EDITOR_TEXTS.refused} ${failure.message}`} issues={failure.issues} />;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{failure.message}</Alert.Title>
        {failure.kind === 'conflict' ? (
          <Button size="xs" mt="2" variant="outline" onClick={onReload}>
            {EDITOR_TEXTS.reloadLatest}
          </Button>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The dashboard in edit mode: which scope the edit is for (this advertiser or the agency) and what it shows now,
 * the sections of its layout in section editors with live previews, and save, reset, history and leave. The
 * layout is checked with the validator and the lint rules before anything is sent.
 */
export function LayoutEditor({
  state,
  dispatch,
  tactic,
  advertiser,
  agency,
  environment,
}: LayoutEditorProps): ReactElement {
  const query = useLayoutCustomization(state.scope, state.tactic);
  const writes = useLayoutWrites();
  const refresh = useRefreshLayouts();
  const guard = useLeaveGuard(state.enableSave);
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('lg');
  const [problems, setProblems] = useState<LayoutIssue[]>([]);
  const [failure, setFailure] = useState<LayoutFailure | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);

  const customization = query.status === 'ready' ? query.customization : null;
  // The server's names win over the ones the page knows (an advertiser opened by id has none).
  const [names, setNames] = useState<Record<string, string>>({});
  const scopes: ScopeChoice[] = [
    { kind: 'ADVERTISER', label: scopeLabel.ADVERTISER(names[`ADVERTISER:${advertiser.id}`] ?? advertiser.name) },
    ...(agency
      ? [{ kind: 'AGENCY' as const, label: scopeLabel.AGENCY(names[`AGENCY:${agency.id}`] ?? agency.name) }]
      : []),
  ];
  const scopeKind: LayoutScopeKind = state.scope?.kind ?? 'ADVERTISER';
  const scopeName = scopes.find((s) => s.kind === scopeKind)?.label ?? '';
  useEffect(() => {
    const key = customization && `${customization.kind}:${customization.scopeId}`;
    if (customization && key && names[key] !== customization.scopeName)
      setNames((known) => ({ ...known, [key]: customization.scopeName }));
  }, [customization, names]);

  // The tab or advertiser changed under the editor (after the leave guard let the navigation through).
  useEffect(() => dispatch({ type: 'tactic', tactic }), [dispatch, tactic]);
  useEffect(() => {
    if (state.scope?.kind === 'ADVERTISER' && state.scope.id !== advertiser.id)
      dispatch({ type: 'scope', scope: { kind: 'ADVERTISER', id: advertiser.id } });
  }, [dispatch, state.scope, advertiser.id]);

  // Start from the scope's layout once it arrives, and follow a newer Version while nothing is edited.
  useEffect(() => {
    if (query.status !== 'ready' || !state.scope) return;
    const { customization: c, layout } = query;
    if (c.kind !== state.scope.kind || c.scopeId !== state.scope.id || c.tactic !== state.tactic) return;
    if (state.currCustomizations === null || (!state.enableSave && c.Version > state.baseVersion))
      dispatch({ type: 'load', Version: c.Version, document: layout });
  }, [query, state.scope, state.tactic, state.currCustomizations, state.enableSave, state.baseVersion, dispatch]);

  const preview = useMemo(
    () => (environment ? { ...environment, conditions: { ...environment.conditions, breakpoint } } : null),
    [environment, breakpoint],
  );
  const hasTooltip = (key: string): boolean => environment?.tooltips(key) !== undefined;

  const clearMessages = (): void => {
    setProblems([]);
    setFailure(null);
    setStatus(null);
  };
  const loaded = (next: LayoutCustomizationFieldsFragment, text: string): void => {
    const result = validateLayout(next.effective.document);
    if (result.ok) dispatch({ type: 'load', Version: next.Version, document: result.layout });
    else setProblems(result.issues);
    setStatus(text);
  };
  const save = async (): Promise<void> => {
    const document = state.currCustomizations;
    if (!document || !state.scope || !state.tactic) return;
    clearMessages();
    const issues = lintLayout(document, hasTooltip);
    if (issues.length > 0) return setProblems(issues);
    const result = await writes.save(state.scope, state.tactic, state.baseVersion, document);
    if (result.ok) loaded(result.customization, savedText(scopeName, result.customization.Version));
    else setFailure(result.failure);
  };
  const reset = async (): Promise<void> => {
    if (!state.scope || !state.tactic) return;
    clearMessages();
    const result = await writes.reset(state.scope, state.tactic, state.baseVersion);
    if (result.ok) loaded(result.customization, resetText(scopeName));
    else setFailure(result.failure);
  };
  const reloadLatest = async (): Promise<void> => {
    clearMessages();
    const latest = await query.refetch();
    if (latest.status === 'ready')
      dispatch({ type: 'load', Version: latest.customization.Version, document: latest.layout });
  };
  const switchScope = (kind: LayoutScopeKind): void => {
    const scope =
      kind === 'AGENCY' && agency ? { kind, id: agency.id } : { kind: 'ADVERTISER' as const, id: advertiser.id };
    if (state.enableSave) return setQuestion({ scope });
    clearMessages();
    dispatch({ type: 'scope', scope });
  };
  const answer = (): void => {
    const asked = question;
    setQuestion(null);
    if (asked === 'leave') dispatch({ type: 'leave' });
    else if (asked === 'reset') void reset();
    else if (asked) {
      clearMessages();
      dispatch({ type: 'scope', scope: asked.scope });
    }
  };

  const layout = state.currCustomizations;
  const takenIds = useMemo(() => (layout ? moduleIds(layout) : new Set<string>()), [layout]);
  const sectionNames = layout?.components.map((s) => ({ id: s.id, title: sectionTitle(s) })) ?? [];
  return (
    <Stack gap="3" data-layout-editor="">
      <EditorToolbar
        scopes={scopes}
        scope={scopeKind}
        onScope={switchScope}
        level={
          customization
            ? sourceText(customization.effective.source, customization.customized, customization.Version)
            : null
        }
        breakpoint={breakpoint}
        onBreakpoint={setBreakpoint}
        enableSave={state.enableSave}
        saving={writes.busy}
        customized={customization?.customized ?? false}
        ready={layout !== null}
        onAddSection={() => dispatch({ type: 'edit', apply: addSection })}
        onSave={() => void save()}
        onReset={() => setQuestion('reset')}
        onHistory={() => setHistoryOpen(true)}
        onLeave={() => (state.enableSave ? setQuestion('leave') : dispatch({ type: 'leave' }))}
      />
      {status ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{status}</Alert.Title>
        </Alert.Root>
      ) : null}
      {problems.length > 0 ? <IssueList title={EDITOR_TEXTS.fixProblems} issues={problems} /> : null}
      {failure ? <FailureAlert failure={failure} onReload={() => void reloadLatest()} /> : null}
      {query.status === 'error' ? <FailureAlert failure={query.failure} onReload={() => void reloadLatest()} /> : null}
      {query.status === 'invalid' ? <IssueList title={EDITOR_TEXTS.fixProblems} issues={query.issues} /> : null}
      {layout ? (
        <RendererContext.Provider value={preview}>
          {layout.components.map((section, index) => (
            <SectionEditor
              key={section.id}
              section={section}
              index={index}
              count={layout.components.length}
              sections={sectionNames}
              breakpoint={breakpoint}
              selected={state.sectionId === section.id}
              selectedModuleId={state.componentId}
              canRemove={canRemoveSection(layout, section.id)}
              takenIds={takenIds}
              onEdit={(apply) => dispatch({ type: 'edit', apply })}
              onSelectModule={(moduleId) => dispatch({ type: 'select-module', moduleId })}
              onSelectSection={() => dispatch({ type: 'select-section', sectionId: section.id })}
            />
          ))}
        </RendererContext.Provider>
      ) : query.status === 'loading' ? (
        <Skeleton height="48" aria-label={EDITOR_TEXTS.loading} />
      ) : null}
      <ConfirmDialog
        open={question !== null}
        title={
          question === 'reset' ? EDITOR_TEXTS.reset : question === 'leave' ? EDITOR_TEXTS.leave : EDITOR_TEXTS.scope
        }
        message={
          question === 'reset'
            ? CONFIRM_TEXTS.reset(scopeName)
            : question === 'leave'
              ? CONFIRM_TEXTS.leave
              : CONFIRM_TEXTS.switchScope
        }
        confirmLabel={question === 'reset' ? EDITOR_TEXTS.reset : EDITOR_TEXTS.discard}
        cancelLabel={EDITOR_TEXTS.keepEditing}
        onConfirm={answer}
        onCancel={() => setQuestion(null)}
      />
      <ConfirmDialog
        open={guard.blocked}
        title={EDITOR_TEXTS.leave}
        message={CONFIRM_TEXTS.navigate}
        confirmLabel={EDITOR_TEXTS.discard}
        cancelLabel={EDITOR_TEXTS.keepEditing}
        onConfirm={guard.proceed}
        onCancel={guard.stay}
      />
      {state.scope && state.tactic && historyOpen ? (
        <HistoryDialog
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          scope={state.scope}
          tactic={state.tactic}
          currentVersion={state.baseVersion}
          onRestored={(next) => {
            setHistoryOpen(false);
            clearMessages();
            loaded(next, restoredText(scopeName, next.Version));
            void refresh();
          }}
        />
      ) : null}
    </Stack>
  );
}
