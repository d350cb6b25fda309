import { useState } from 'react';
import { Checkbox } from '@fluentui/react-components';
import { DialogoDeEmissao, type DialogoDoCartaoProps, type PedidoDoRelatorio } from '../../../components/relatorios/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import type { Registro } from '../../../widgets/q-autocomplete/index.ts';
import { CampoDeReferencia } from '../../financeiro/relatorios/CamposDoRelatorio.tsx';
import { emitirRelatorioDaAprovacao, URL_DOS_PROJETOS, URL_DOS_USUARIOS } from './api.ts';
import { PERIODO_INICIAL, type CartaoDaAprovacao } from './cartoes.ts';

interface DialogoDoRelatorioDaAprovacaoProps extends DialogoDoCartaoProps<CartaoDaAprovacao> {
  /** The project the dialog opens with (the project page's "Relatório de execução"). */
  projetoInicial?: Registro;
}

/** A card's Emitir: the period (when the report has or may have one), its own fields and the format, posted as a job. */
export function DialogoDoRelatorioDaAprovacao({ cartao, onFechar, projetoInicial }: DialogoDoRelatorioDaAprovacaoProps) {
  const t = useT();
  const [aprovador, setAprovador] = useState<Registro | null>(null);
  const [projeto, setProjeto] = useState<Registro | null>(projetoInicial ?? null);
  const [limitarAoPeriodo, setLimitarAoPeriodo] = useState(false);
  const comPeriodo = cartao.periodo === 'obrigatorio' || (cartao.periodo === 'opcional' && limitarAoPeriodo);

  function emitir({ formato, periodo }: PedidoDoRelatorio) {
    return emitirRelatorioDaAprovacao(cartao.id, {
      formato,
      ...(periodo ?? {}),
      ...(cartao.id === 'aprovacoes' && aprovador !== null ? { aprovador: String(aprovador.id) } : {}),
      ...(cartao.id === 'execucaoprojeto' && projeto !== null ? { projeto: String(projeto.id) } : {}),
    });
  }

  return (
    <DialogoDeEmissao
      titulo={cartao.titulo}
      descricao={cartao.descricao}
      comPeriodo={comPeriodo}
      periodoInicial={PERIODO_INICIAL}
      {...(cartao.notaDoFormato === undefined ? {} : { notaDoFormato: cartao.notaDoFormato })}
      emitir={emitir}
      onFechar={onFechar}
    >
      {cartao.id === 'aprovacoes' && (
        <CampoDeReferencia campo="aprovador" rotulo={t('Aprovador')} url={URL_DOS_USUARIOS} valor={aprovador} onChange={setAprovador} obrigatorio={false} />
      )}
      {cartao.id === 'execucaoprojeto' && (
        <>
          <CampoDeReferencia campo="projeto" rotulo={t('Projeto')} url={URL_DOS_PROJETOS} valor={projeto} onChange={setProjeto} obrigatorio />
          <Checkbox label={t('Limitar a um período (sem ele, todo o projeto)')} checked={limitarAoPeriodo} onChange={(_, data) => setLimitarAoPeriodo(data.checked === true)} />
        </>
      )}
    </DialogoDeEmissao>
  );
}
