import path from 'node:path';
import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { workspaceBoundaries } from './workspace-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never } });

tester.run('workspace-boundaries', workspaceBoundaries, {
  valid: [
    { filename: at('islands/checkout/address/combobox.ts'), code: "import { SEL } from '../contract';" },
    { filename: at('islands/checkout/Checkout.tsx'), code: "import { on } from '@storefront/runtime';" },
    {
      filename: at('islands/gallery/Gallery.stories.tsx'),
      code: "import { IslandStage } from '../../stories/IslandStage';",
    },
    {
      filename: at('islands/lifecycle.test.ts'),
      code: "import { fixtures } from '@storefront/island-checkout/testing';",
    },
    {
      filename: at('e2e/faults-payments.e2e.ts'),
      code: "import { FLOW_MESSAGES } from '@storefront/payments/messages';",
    },
  ],
  invalid: [
    {
      filename: at('islands/quantity/Quantity.tsx'),
      code: "import { SEL } from '../mini-basket/contract';",
      errors: 1,
    },
    {
      filename: at('islands/quantity/Quantity.tsx'),
      code: "import { SEL } from '@storefront/island-checkout/contract';",
      errors: 1,
    },
    { filename: at('islands/quantity/Quantity.tsx'), code: "const m = import('../checkout/flow');", errors: 1 },
    { filename: at('e2e/x.e2e.ts'), code: "import { request } from '../packages/http/src/request';", errors: 1 },
    { filename: at('shared/cart/src/x.ts'), code: "import { boot } from '@storefront/runtime/src/boot';", errors: 1 },
    { filename: at('packages/http/src/x.ts'), code: "export * from '../../runtime/src/ui';", errors: 1 },
  ],
});
