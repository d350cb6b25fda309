import { Field, makeStyles, Select } from '@fluentui/react-components';
import type { GradeDoOrcamento } from '../../../../shared/api/orcamento.ts';
import { useT } from '../../../i18n/traducao.ts';

// A category and a cost centre chosen from the grid's options: a new line's, or a copy's destination.

export interface LinhaEscolhida {
  categoriaId: number | null;
  centroCustoId: number | null;
}

interface EscolhaDaLinhaProps {
  grade: Pick<GradeDoOrcamento, 'categorias' | 'centrosDeCusto'>;
  valor: LinhaEscolhida;
  onChange(valor: LinhaEscolhida): void;
}

// A native select is as wide as its longest option: held to its field's width, so a phone does not scroll sideways.
const useEstilos = makeStyles({
  caixa: { width: '100%', minWidth: 0 },
  lista: { width: '100%', minWidth: 0, textOverflow: 'ellipsis' },
});

const id = (texto: string): number | null => (texto === '' ? null : Number(texto));

export function EscolhaDaLinha({ grade, valor, onChange }: EscolhaDaLinhaProps) {
  const t = useT();
  const estilos = useEstilos();
  return (
    <>
      <Field label={t('Categoria')}>
        <Select className={estilos.caixa} select={{ className: estilos.lista }} value={valor.categoriaId === null ? '' : String(valor.categoriaId)} onChange={(_, d) => onChange({ ...valor, categoriaId: id(d.value) })}>
          <option value="">{t('Selecione')}</option>
          <optgroup label={t('Receitas')}>
            {grade.categorias.filter((c) => c.natureza === 'RECEITA').map((c) => <option key={c.id} value={c.id}>{c.nome}</option>)}
          </optgroup>
          <optgroup label={t('Despesas')}>
            {grade.categorias.filter((c) => c.natureza === 'DESPESA').map((c) => <option key={c.id} value={c.id}>{c.nome}</option>)}
          </optgroup>
        </Select>
      </Field>
      <Field label={t('Centro de custo')}>
        <Select className={estilos.caixa} select={{ className: estilos.lista }} value={valor.centroCustoId === null ? '' : String(valor.centroCustoId)} onChange={(_, d) => onChange({ ...valor, centroCustoId: id(d.value) })}>
          <option value="">{t('Selecione')}</option>
          {grade.centrosDeCusto.map((c) => <option key={c.id} value={c.id}>{c.nome}</option>)}
        </Select>
      </Field>
    </>
  );
}
