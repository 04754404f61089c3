import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildFoodWords } from './food-words-build';

// `npx tsx packages/cuisine/src/illustration/write-food-words.ts`: rewrites food-words.json from
// the knowledge base (decision 032), after a change to the base or to food-of-ingredient.ts.

const file = fileURLToPath(new URL('./food-words.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(buildFoodWords(), null, 2)}\n`);
execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'inherit' });
console.log(`Written: ${file}`);
