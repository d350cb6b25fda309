import type { GradeDoOrcamento } from '../../../../shared/api/orcamento.ts';
import type { Chave } from './estado.ts';
import { useEstilosDaGrade } from './estilos.ts';

/** A line's name in the sticky first column: its category, its cost centre below. */
export function NomeDaLinha({ linha, grade }: { linha: Chave; grade: Pick<GradeDoOrcamento, 'categorias' | 'centrosDeCusto'> }) {
  const estilos = useEstilosDaGrade();
  return (
    <span className={estilos.nomeDaLinha}>
      <span>{nomeDaCategoria(grade, linha.categoriaId)}</span>
      <span className={estilos.centro}>{nomeDoCentro(grade, linha.centroCustoId)}</span>
    </span>
  );
}

export const nomeDaCategoria = (grade: Pick<GradeDoOrcamento, 'categorias'>, id: number): string => grade.categorias.find((c) => c.id === id)?.nome ?? `#${id}`;
export const nomeDoCentro = (grade: Pick<GradeDoOrcamento, 'centrosDeCusto'>, id: number): string => grade.centrosDeCusto.find((c) => c.id === id)?.nome ?? `#${id}`;
