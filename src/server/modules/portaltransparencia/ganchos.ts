import type { FieldError } from '../../../shared/api/contract.ts';
import { enderecoInvalido } from '../../../shared/portaltransparencia/enderecos.ts';
import { faltaNaParceria, MENSAGEM_PARCERIA_SEM_PROJETO } from '../../../shared/portaltransparencia/publicacao.ts';
import { registrarGanchos, type GanchosDoModelo } from '../../resources/ganchos.ts';
import { idDaReferencia } from '../../resources/normalizar.ts';
import { GANCHOS_DO_CARROSSEL } from './carrossel.ts';
import { parceriasDosProjetos } from './parceria.ts';
import { conferirPeriodo, linhasDaTabela, receitasPorFonte } from './receitas.ts';

// The transparency portal's rules on the generic resource: every address the public page links
// to is http(s); a carousel image is an uploaded file (carrossel.ts); a partnership names its project, and a
// published one has every legal field the portal shows (the message names the one missing); the
// amounts received by source need their period, and keep the table finance gives for it at each save.

const vazio = (valor: unknown) => valor === null || valor === undefined || (typeof valor === 'string' && valor.trim() === '');

function conferirEndereco(registro: Record<string, unknown>, campo: string): FieldError[] {
  const valor = registro[campo];
  if (vazio(valor)) return [];
  const mensagem = enderecoInvalido(String(valor));
  return mensagem ? [{ field: campo, message: mensagem }] : [];
}

const GANCHOS_DO_ITEM: GanchosDoModelo = {
  async validar(ctx, registro) {
    const erros = conferirEndereco(registro, 'arquivoUrl');
    if (registro['tipo'] === 'RECEITAS_POR_FONTE') {
      // A blank end is the screen's obrigatorioSe ("Preenchimento obrigatório."); here, the order.
      if (vazio(registro['periodoInicio']) || vazio(registro['periodoFim'])) return erros;
      const periodo = conferirPeriodo(registro['periodoInicio'], registro['periodoFim']);
      return typeof periodo === 'string' ? [...erros, { field: 'periodoFim', message: periodo }] : erros;
    }
    if (registro['tipo'] !== 'PARCERIA') return erros;
    const projetoId = idDaReferencia(registro['projeto']);
    if (projetoId === null) return [...erros, { field: 'projeto', message: MENSAGEM_PARCERIA_SEM_PROJETO }];
    if (vazio(registro['publicadoEm']) || registro['ativo'] === false) return erros;
    const parceria = (await parceriasDosProjetos(ctx.trx, [projetoId])).get(projetoId);
    const falta = parceria ? faltaNaParceria(parceria) : MENSAGEM_PARCERIA_SEM_PROJETO;
    return falta ? [...erros, { field: 'projeto', message: falta }] : erros;
  },
  async antesDeSalvar(ctx, registro) {
    const periodo = registro['tipo'] === 'RECEITAS_POR_FONTE' ? conferirPeriodo(registro['periodoInicio'], registro['periodoFim']) : null;
    const fontes = periodo === null || typeof periodo === 'string' ? null : linhasDaTabela(await receitasPorFonte(ctx.trx, periodo));
    return { ...registro, fontes };
  },
};

export function registrarGanchosDoPortalDaTransparencia(): void {
  registrarGanchos('transparenciaItem', GANCHOS_DO_ITEM);
  registrarGanchos('portalCarrossel', GANCHOS_DO_CARROSSEL);
  registrarGanchos('portalAnexo', { validar: (_ctx, registro) => conferirEndereco(registro, 'arquivoUrl') });
}
