import { afterEach } from 'vitest';

// React 19 asks test environments to declare act() support.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});
