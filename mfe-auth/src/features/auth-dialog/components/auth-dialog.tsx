import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { Tokens } from '@salon/contracts/identity-api';
import { Alert, Dialog } from '@salon/ui';
import { useAuthDispatch, useAuthSelector } from '../../../app/hooks.ts';
import { completeSignIn, type SignInKind } from '../../../lib/complete-sign-in.ts';
import { BACK_STAGES } from '../lib/back-stages.ts';
import type { AuthDialogOptions } from '../lib/dialog-options.ts';
import { authStageGroup } from '../lib/stage-groups.ts';
import { stageComponent } from '../stages/index.ts';
import { selectAuthFlow, stageChanged } from '../store/auth-flow-slice.ts';
import { AuthDialogContext, type AuthDialogContextValue } from './auth-dialog-context.tsx';

export interface AuthDialogProps {
  open: boolean;
  options: AuthDialogOptions;
  onClose: () => void;
}

/** The query mark of a sign-in on a page that did not ask to go anywhere (spec part 1, section 2). */
export const LOGGED_IN_QUERY_KEY = 'logged-in';

/**
 * The staged authentication dialog (spec part 1, sections 2 and 4). The stage lives in
 * the auth store (useAuthFlow); its title follows the stage's group, the stages with a
 * back arrow get one, and focus moves to the new stage's first field when the stage
 * changes. A successful sign-in goes to the dialog's return path, or marks the current
 * URL with logged-in=true.
 */
export function AuthDialog({ open, options, onClose }: AuthDialogProps) {
  const { t } = useTranslation('auth');
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { stage, notice } = useAuthSelector(selectAuthFlow);
  const body = useRef<HTMLDivElement>(null);
  const Stage = stageComponent(stage);
  const back = BACK_STAGES[stage];

  const done = useCallback(() => {
    onClose();
    if (options.returnPath) {
      navigate(options.returnPath);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.set(LOGGED_IN_QUERY_KEY, 'true');
    navigate({ pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash }, { replace: true });
  }, [onClose, options.returnPath, navigate, location]);

  const finish = useCallback(
    async (tokens: Tokens, kind: SignInKind, { stayOpen = false }: { stayOpen?: boolean } = {}) => {
      await completeSignIn(dispatch, tokens, kind);
      if (!stayOpen) done();
    },
    [dispatch, done],
  );

  const context = useMemo<AuthDialogContextValue>(() => ({ options, close: onClose, finish, done }), [options, onClose, finish, done]);

  // A new stage: focus its first field (or the body), so keyboard and screen reader users follow.
  const shownStage = useRef(stage);
  useEffect(() => {
    if (!open || shownStage.current === stage) return;
    shownStage.current = stage;
    const root = body.current;
    const first = root?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])');
    (first ?? root)?.focus();
  }, [open, stage]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(`titles.${authStageGroup(stage)}`)}
      closable={options.closable}
      closeOnBackdrop={options.closable}
      fullScreen={options.fullScreen}
      bottomDocked={options.bottomDocked}
    >
      <AuthDialogContext.Provider value={context}>
        <Body ref={body} tabIndex={-1} data-stage={stage}>
          {back && (
            <BackButton type="button" onClick={() => dispatch(stageChanged({ stage: back }))}>
              <span aria-hidden="true">←</span> {t('back')}
            </BackButton>
          )}
          {/* Why the flow landed here (an auth-namespace key), e.g. the session expired. */}
          {notice && <Alert tone="info">{t(notice)}</Alert>}
          {Stage && <Stage />}
        </Body>
      </AuthDialogContext.Provider>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  outline: none;
`;

const BackButton = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
