import { type ReactNode, useId } from 'react';
import classes from './notice.module.css';

type NoticeProps = {
  color: 'red' | 'yellow' | 'green';
  /** Decorative: hidden from screen readers by the caller (aria-hidden). */
  icon: ReactNode;
  title?: ReactNode;
  /** 'alert' (the default, as Mantine's Alert) is announced at once; 'status' politely. */
  role?: 'alert' | 'status';
  children: ReactNode;
};

/**
 * A notice shaped and wired like Mantine's light Alert (role, title and text as its name and
 * description), without its JavaScript: plainFields.module.css says why.
 */
export function Notice({ color, icon, title, role = 'alert', children }: NoticeProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is 'alert' or 'status', both named.
    <div
      className={classes.notice}
      data-color={color}
      role={role}
      aria-labelledby={title === undefined ? undefined : `${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <div className={classes.noticeIcon}>{icon}</div>
      <div className={classes.noticeBody}>
        {title !== undefined && (
          <div id={`${id}-title`} className={classes.noticeTitle}>
            {title}
          </div>
        )}
        <div id={`${id}-text`} className={classes.noticeText}>
          {children}
        </div>
      </div>
    </div>
  );
}
