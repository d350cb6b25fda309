import { Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { PendenciaDaConcessionaria } from '../../../../shared/api/concessionarias.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { fieldErrorsOf } from '../../../api/ApiError.ts';
import { DialogoDeFormulario } from '../../../components/formulario/DialogoDeFormulario.tsx';
import { useT } from '../../../i18n/traducao.ts';
import { apresentacaoAvulsa } from '../../../widgets/apresentacao.ts';
import { TextareaWidget } from '../../../widgets/textarea/index.ts';
import { descartarPendencia } from './api.ts';

// "Descartar" a pending record of a utility's return: the reason is kept with it, nothing is posted.

interface DialogoDeDescarteProps {
  pendencia: PendenciaDaConcessionaria;
  /** Closed; `resolvido` when the record was discarded. */
  onFechar(resolvido: boolean): void;
}

export function DialogoDeDescarte({ pendencia, onFechar }: DialogoDeDescarteProps) {
  const t = useT();
  const [motivo, setMotivo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const rotulo = t('Motivo');

  const descartar = () => {
    if (enviando) return;
    if ((motivo ?? '').trim() === '') {
      setErro(t('Informe o motivo do descarte.'));
      return;
    }
    setEnviando(true);
    descartarPendencia(pendencia.id, motivo ?? '')
      .then(() => onFechar(true))
      .catch((e: unknown) => setErro(fieldErrorsOf(e)['motivo'] ?? null))
      .finally(() => setEnviando(false));
  };

  return (
    <DialogoDeFormulario titulo={t('Descartar o registro')} acao={t('Descartar')} onEnviar={descartar} onFechar={() => onFechar(false)}>
      <Text block>
        {t('A conta da instalação {instalacao} ({bruto}) não será lançada para nenhum doador. Diga por quê: por exemplo, a conta não é de um doador da instituição.', {
          instalacao: pendencia.instalacao,
          bruto: formatMoney(pendencia.valorBruto),
        })}
      </Text>
      <TextareaWidget
        id="descarte-motivo"
        campo="motivo"
        rotulo={rotulo}
        valor={motivo}
        onChange={(valor) => {
          setMotivo(valor);
          setErro(null);
        }}
        obrigatorio
        desabilitado={enviando}
        erro={erro}
        apresentacao={apresentacaoAvulsa('textarea', rotulo)}
      />
    </DialogoDeFormulario>
  );
}
