import path from 'node:path';
import { registrarGanchosDosModulos } from '../modules/ganchos.ts';
import { problemasDasAcoes } from '../resources/acoes-dos-modulos.ts';
import { CatalogoInvalido, carregarCatalogoDeTelas, PASTAS_PADRAO } from '../resources/catalogo-de-telas.ts';

// `npm run check:screens`: the start-up validation of models and descriptors, offline (no
// database), with the check that each declared action has someone to run it on the server. Prints every problem as `arquivo: caminho — mensagem` and exits 1, or a
// one-line summary and exits 0. Other folders may be given: check-screens.ts <schemas> <screens>.

const [modelos, telas] = process.argv.slice(2);
const pastas = modelos !== undefined && telas !== undefined ? { modelos: path.resolve(modelos), telas: path.resolve(telas) } : PASTAS_PADRAO;

try {
  const catalogo = await carregarCatalogoDeTelas(pastas);
  registrarGanchosDosModulos();
  const semExecutor = problemasDasAcoes(catalogo);
  if (semExecutor.length > 0) throw new CatalogoInvalido(semExecutor);
  const quantos = Object.keys(catalogo.modelos).length;
  console.log(`Telas OK: ${quantos} modelos, ${catalogo.telas.length} descritores, ${catalogo.tagsDeclaradas.length} tags declaradas.`);
} catch (e) {
  if (!(e instanceof CatalogoInvalido)) throw e;
  console.error(e.message);
  process.exitCode = 1;
}
