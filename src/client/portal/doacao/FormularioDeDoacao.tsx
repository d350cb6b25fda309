import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../shared/format/money.ts';
import { Campo } from '../Campo.tsx';
import { formatarReais, useIdioma, useTextos } from '../idioma.ts';
import { Markdown } from '../Markdown.tsx';
import type { PortalDeDoacaoConfig } from '../../../shared/api/doacaoPublica.ts';
import { validarFormulario, type ErrosDoFormulario, type FormularioDeDoacao as Formulario } from './formulario.ts';
import { TEXTOS_DA_DOACAO } from './textos.ts';

interface Props {
  config: PortalDeDoacaoConfig;
  formulario: Formulario;
  alterar: (mudanca: Partial<Formulario>) => void;
  errosDoServidor: ErrosDoFormulario;
  enviando: boolean;
  doar: () => void;
}

/** Amount (suggested or free), once or monthly, the donor's fields and the privacy acceptance. */
export function FormularioDeDoacao({ config, formulario: f, alterar, errosDoServidor, enviando, doar }: Props) {
  const [errosLocais, setErrosLocais] = useState<ErrosDoFormulario>({});
  const { idioma } = useIdioma();
  const t = useTextos(TEXTOS_DA_DOACAO);
  const erros: ErrosDoFormulario = Object.fromEntries(Object.entries({ ...errosDoServidor, ...errosLocais }).map(([campo, texto]) => [campo, t.mensagem(texto)]));
  // A field the donor changes loses its message until the next try.
  const mudar = (mudanca: Partial<Formulario>) => {
    setErrosLocais((atuais) => Object.fromEntries(Object.entries(atuais).filter(([campo]) => !(campo in mudanca))));
    alterar(mudanca);
  };
  const [verPolitica, setVerPolitica] = useState(false);

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const achados = validarFormulario(f, config);
    setErrosLocais(achados);
    if (Object.keys(achados).length === 0) doar();
    else document.getElementById(Object.keys(achados)[0] ?? '')?.focus();
  };

  return (
    <form onSubmit={enviar} noValidate aria-label={t.formulario}>
      <fieldset>
        <legend>{t.quanto}</legend>
        <div className="sugeridos">
          {config.valoresSugeridos.map((v) => {
            const texto = formatMoney(v);
            return (
              <button key={v} type="button" aria-pressed={f.valor === texto} onClick={() => mudar({ valor: texto })}>
                {formatarReais(idioma, v)}
              </button>
            );
          })}
        </div>
        <Campo id="valor" rotulo={t.outroValor} inputMode="decimal" value={f.valor} erro={erros.valor} onChange={(e) => mudar({ valor: e.target.value })} />
      </fieldset>
      {config.permiteMensal && (
        <fieldset>
          <legend>{t.frequencia}</legend>
          <label className="opcao">
            <input type="radio" name="periodicidade" checked={f.periodicidade === 'UNICA'} onChange={() => mudar({ periodicidade: 'UNICA' })} /> {t.umaVez}
          </label>
          <label className="opcao">
            <input type="radio" name="periodicidade" checked={f.periodicidade === 'MENSAL'} onChange={() => mudar({ periodicidade: 'MENSAL' })} /> {t.todoMes}
          </label>
          {f.periodicidade === 'MENSAL' && (
            <Campo id="diaDoMes" rotulo={t.diaDoMes} type="number" min={1} max={28} value={f.diaDoMes} erro={erros.diaDoMes} onChange={(e) => mudar({ diaDoMes: e.target.value })} />
          )}
        </fieldset>
      )}
      <fieldset>
        <legend>{t.seusDados}</legend>
        <Campo id="nome" rotulo={t.nome} autoComplete="name" value={f.nome} erro={erros.nome} onChange={(e) => mudar({ nome: e.target.value })} />
        <Campo id="cpfCnpj" rotulo={t.documento} inputMode="numeric" value={f.cpfCnpj} erro={erros.cpfCnpj} onChange={(e) => mudar({ cpfCnpj: e.target.value })} />
        <Campo id="email" rotulo={t.email} type="email" autoComplete="email" value={f.email} erro={erros.email} onChange={(e) => mudar({ email: e.target.value })} />
        <Campo id="telefone" rotulo={t.telefone(config.telefoneObrigatorio)} type="tel" autoComplete="tel" value={f.telefone} erro={erros.telefone} onChange={(e) => mudar({ telefone: e.target.value })} />
        {/* Left empty by people; bots that fill every field are refused by the server. */}
        <div className="escondido" aria-hidden="true">
          <label htmlFor="website">Site</label>
          <input id="website" name="website" tabIndex={-1} autoComplete="off" value={f.website} onChange={(e) => mudar({ website: e.target.value })} />
        </div>
      </fieldset>
      <div className="campo">
        <label className="opcao">
          <input id="aceitePolitica" type="checkbox" checked={f.aceitePolitica} aria-describedby={erros.aceitePolitica ? 'aceitePolitica-erro' : undefined} onChange={(e) => mudar({ aceitePolitica: e.target.checked })} />
          {t.aceite}
        </label>
        <button type="button" className="link" aria-expanded={verPolitica} aria-controls="politica" onClick={() => setVerPolitica(!verPolitica)}>
          {t.verPolitica(verPolitica)}
        </button>
        {verPolitica && (
          <div id="politica" className="politica">
            <Markdown texto={config.politicaDePrivacidade} />
          </div>
        )}
        {erros.aceitePolitica && <p id="aceitePolitica-erro" className="erro">{erros.aceitePolitica}</p>}
      </div>
      <button type="submit" className="principal" disabled={enviando}>
        {enviando ? t.gerando : t.doar}
      </button>
    </form>
  );
}
