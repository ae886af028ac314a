import fs from 'node:fs';
import path from 'node:path';
import { API, call } from './support/api';
import { signInAs, uniqueEmail } from './pages/sign-in';
import { expect, test } from './support/test';

/** A real VRM made elsewhere (../shared/fixtures/README.md); a clone without ../shared skips this test. */
const FIXTURE = path.resolve(__dirname, '../../shared/fixtures/vrm/cryptovoxels.vrm');

test.describe('a character wears a 3D model of its author', () => {
  test.skip(!fs.existsSync(FIXTURE), `${FIXTURE} is not on this machine`);
  test.skip(({ isMobile }) => isMobile, 'the editor is the same page on a phone; once on a computer is enough');

  test('the model editor uploads a VRM, refuses a file that is not one, chooses it, and chat stages the role in it', async ({ page }, info) => {
    await signInAs(page, uniqueEmail('modeller'), '/create');
    const draft = await call<{ roleId: number }>(page, '/app/role/createAiRole', { roleName: `Vera ${Date.now().toString(36)}` });
    await page.goto(`/create/${draft.roleId}`);
    await page.getByRole('link', { name: 'Their 3D model' }).click();
    await expect(page).toHaveURL(new RegExp(`/create/model/${draft.roleId}$`));
    await expect(page.getByText('You have no VRM models yet.')).toBeVisible();

    await page.getByTestId('model-upload').setInputFiles({ name: 'not-a-model.vrm', mimeType: 'model/gltf-binary', buffer: Buffer.from('plain text, not a model') });
    await expect(page.getByRole('alert').filter({ hasText: 'That file is not a usable VRM avatar.' })).toBeVisible();

    await page.getByTestId('model-upload').setInputFiles(FIXTURE);
    const choice = page.getByTestId('asset-choice');
    await expect(choice).toHaveCount(1);
    await expect(choice.getByRole('radio')).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: info.outputPath('model-editor.png') });
    await page.getByTestId('step-next').click();
    await expect(page).toHaveURL(new RegExp(`/create/${draft.roleId}$`));

    const saved = await call<{ propertyModelId: number | null }>(page, '/app/role/getDraft', { roleId: draft.roleId });
    expect(saved.propertyModelId).toEqual(expect.any(Number));
    const stage = await (await page.request.get(`${API}/avatar/roleStage?roleId=${draft.roleId}`)).json();
    expect(stage.data.vrmUrl).toMatch(/\/media\/avatars\/.+\.vrm$/);
  });
});
