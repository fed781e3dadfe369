import { useCallback } from 'react';
import { useAuthDispatch, useAuthSelector } from '../../../app/hooks.ts';
import { flowReset, selectAuthFlow, stageChanged, type StageChange } from '../store/auth-flow-slice.ts';

/** The flow's state and the two ways a stage moves it: to another stage, or back to the start. */
export function useAuthFlow() {
  const dispatch = useAuthDispatch();
  const flow = useAuthSelector(selectAuthFlow);
  const goTo = useCallback((change: StageChange) => dispatch(stageChanged(change)), [dispatch]);
  const restart = useCallback(() => dispatch(flowReset()), [dispatch]);
  return { flow, goTo, restart, dispatch };
}
