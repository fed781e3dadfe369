import path from 'node:path';
import { RuleTester } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { boundaries as rule } from '../eslint/boundaries.cjs';

const root = path.resolve(__dirname, '../../..');
const at = (rel: string) => path.join(root, rel);

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' } });

describe('salon/boundaries', () => {
  tester.run('boundaries', rule, {
      valid: [
        { filename: at('mfe-blog/src/routes.tsx'), code: "import { bus } from '@salon/platform';" },
        { filename: at('mfe-blog/src/routes.tsx'), code: "import { x } from './features/list/x.ts';" },
        { filename: at('shared/ui/src/a.ts'), code: "import { b } from './b.ts';" },
        { filename: at('shared/ui/src/a.ts'), code: "import { t } from '@salon/i18n';" },
        { filename: at('mfe-booking/src/features/area/a.ts'), code: "import { c } from '../../components/c.ts';" },
      ],
      invalid: [
        { filename: at('mfe-blog/src/routes.tsx'), code: "import x from '../../mfe-booking/src/routes.tsx';", errors: [{ messageId: 'appToApp' }] },
        { filename: at('shell/src/app.tsx'), code: "import x from 'mfe-booking/src/routes.tsx';", errors: [{ messageId: 'appToApp' }] },
        { filename: at('shared/ui/src/a.ts'), code: "import x from '../../../shell/src/app.tsx';", errors: [{ messageId: 'sharedToApp' }] },
        { filename: at('shared/contracts/src/a.ts'), code: "import { bus } from '@salon/platform';", errors: [{ messageId: 'contractsImport' }] },
        { filename: at('shell/src/a.ts'), code: "import { x } from '../../shared/ui/src/x.ts';", errors: [{ messageId: 'sharedByPath' }] },
        { filename: at('mfe-booking/src/features/area/a.ts'), code: "import { s } from '../service/s.ts';", errors: [{ messageId: 'crossFeature' }] },
      ],
    });
});
