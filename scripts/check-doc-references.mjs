// Code and docs point readers at the project's own docs (docs/rules.md, docs/api.md,
// docs/choices.md), never at documents outside the repository: not at the product's specification
// either ("the spec", "spec's"), which the repository does not hold. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';

const OUTSIDE = /decisions\.md|(?<!docs\/)api\.md|portal-spec|(?<![\w.-])spec\b(?!\.)|\bsection \d/i;
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages', 'docs', 'README.md'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|md)$/.test(file));

const { readFileSync } = await import('node:fs');
const problems = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      // docs/api.md is ours; a Markdown link to it from inside docs/ is written "api.md".
      const text = file.startsWith('docs/')
        ? line.replace(/\[[^\]]*\]\((api|rules|choices|architecture|benchmarks)\.md[^)]*\)/g, '')
        : line;
      if (OUTSIDE.test(text)) problems.push(`${file}:${index + 1}: ${line.trim()}`);
    });
}
if (problems.length > 0) {
  console.error('These lines point at documents outside the repository; point at docs/ instead:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
