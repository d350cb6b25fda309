import type { FieldError } from '../../../shared/api/contract.ts';
import { enderecoInvalido } from '../../../shared/portaltransparencia/enderecos.ts';
import { faltaNaParceria, MENSAGEM_PARCERIA_SEM_PROJETO } from '../../../shared/portaltransparencia/publicacao.ts';
import { registrarGanchos, type GanchosDoModelo } from '../../resources/ganchos.ts';
import { idDaReferencia } from '../../resources/normalizar.ts';
import { parceriasDosProjetos } from './parceria.ts';

// The transparency portal's rules on the generic resource: every address the public page links
// to is http(s) (an image may be a path of this server); a partnership names its project, and a
// published one has every legal field the portal shows (the message names the one missing).

const vazio = (valor: unknown) => valor === null || valor === undefined || (typeof valor === 'string' && valor.trim() === '');

function conferirEndereco(registro: Record<string, unknown>, campo: string, aceitaCaminho = false): FieldError[] {
  const valor = registro[campo];
  if (vazio(valor)) return [];
  const mensagem = enderecoInvalido(String(valor), aceitaCaminho);
  return mensagem ? [{ field: campo, message: mensagem }] : [];
}

const GANCHOS_DO_ITEM: GanchosDoModelo = {
  async validar(ctx, registro) {
    const erros = conferirEndereco(registro, 'arquivoUrl');
    if (registro['tipo'] !== 'PARCERIA') return erros;
    const projetoId = idDaReferencia(registro['projeto']);
    if (projetoId === null) return [...erros, { field: 'projeto', message: MENSAGEM_PARCERIA_SEM_PROJETO }];
    if (vazio(registro['publicadoEm']) || registro['ativo'] === false) return erros;
    const parceria = (await parceriasDosProjetos(ctx.trx, [projetoId])).get(projetoId);
    const falta = parceria ? faltaNaParceria(parceria) : MENSAGEM_PARCERIA_SEM_PROJETO;
    return falta ? [...erros, { field: 'projeto', message: falta }] : erros;
  },
};

export function registrarGanchosDoPortalDaTransparencia(): void {
  registrarGanchos('transparenciaItem', GANCHOS_DO_ITEM);
  registrarGanchos('portalCarrossel', { validar: (_ctx, registro) => conferirEndereco(registro, 'imagemUrl', true) });
  registrarGanchos('portalAnexo', { validar: (_ctx, registro) => conferirEndereco(registro, 'arquivoUrl') });
}
