import type { ReactNode } from 'react';
import type { BlogHomeWidget } from '@salon/contracts';
import { RemoteSlot } from '../../remote-slot/remote-slot.tsx';

export interface BlogWidgetSlotProps<P extends object> {
  /** The exposed widget of the blog remote. */
  module: BlogHomeWidget;
  /** Its props, as its contract declares them (`HomeBannersProps`); none for the others. */
  props?: P;
  /** The widget's skeleton (`@salon/ui/home-widgets`): its final box, reserved until the remote has drawn it. */
  skeleton: ReactNode;
}

/**
 * A home-page widget of the blog remote. Quiet: when the remote cannot load, the widget
 * is simply left out and the rest of the home page works (each widget also fails alone
 * inside the remote when its API call does).
 */
export function BlogWidgetSlot<P extends object = Record<string, never>>({ module, props, skeleton }: BlogWidgetSlotProps<P>) {
  return <RemoteSlot<P> remote="blog" module={module} props={props} loading={skeleton} quiet />;
}
