import { prepareTestTemplate } from './testing.ts';

export default async function setup() {
  return prepareTestTemplate();
}
