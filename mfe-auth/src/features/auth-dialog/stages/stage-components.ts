import type { ComponentType } from 'react';
import type { AuthStage } from '@salon/contracts/events';

/**
 * A stage's body. It reads and moves the flow with useAuthFlow() and reaches the dialog
 * (close, finish a sign-in) with useAuthDialog(); it renders its own heading-less form
 * and actions (the dialog shows the group's title and the back arrow).
 */
export type StageComponents = Partial<Record<AuthStage, ComponentType>>;
