import type { ResultadoDaImportacaoOfx } from '../../../../../shared/api/conciliacaoOfx.ts';
import { Aviso } from '../../../../components/feedback/Aviso.tsx';
import { useT } from '../../../../i18n/traducao.ts';

const n = (quantidade: number) => ({ n: quantidade.toLocaleString('pt-BR') });

/** What the import saved, over the file's statements. */
export function ResultadoDaImportacao({ resultado }: { resultado: ResultadoDaImportacaoOfx }) {
  const t = useT();
  const soma = (campo: 'conferir' | 'existentes' | 'naoImportadas') => resultado.extratos.reduce((total, e) => total + e[campo], 0);
  const partes = [
    resultado.novas === 1 ? t('1 linha nova importada') : t('{n} linhas novas importadas', n(resultado.novas)),
    soma('conferir') > 0 ? t('{n} marcadas para conferir', n(soma('conferir'))) : null,
    t('{n} já estavam importadas', n(soma('existentes'))),
    soma('naoImportadas') > 0 ? t('{n} não importadas', n(soma('naoImportadas'))) : null,
  ];
  return <Aviso intent={resultado.novas > 0 ? 'success' : 'info'}>{`${partes.filter(Boolean).join('; ')}.`}</Aviso>;
}
