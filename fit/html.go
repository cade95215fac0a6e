package fit

import (
	"encoding/json"
	"html/template"
	"io"
	"sync"
)

// WriteHTML writes the probe as a self-contained test page in the manner
// of Roy Fielding's 1997 relative-URL test pages: the base in a BASE
// element, each reference as a link, and beside it the answers the
// configurations expect, each naming its classes of configurations; a
// legend lists the classes. Opened in the client under test, its links
// show where the client resolves each reference (follow them, or log
// them); answered so, the lines it lists feed fit. A small script, kept
// in an HTML comment for the clients that knew none, gathers those lines
// in a browser that runs it. The page loads nothing: no style sheet,
// image or script from elsewhere.
func (p *Probe) WriteHTML(w io.Writer) error {
	type answerRow struct {
		Answer  string
		Classes string
	}
	type refRow struct {
		N       int
		Ref     string
		Answers []answerRow
	}
	type classRow struct {
		ID      string
		Members []string
	}
	classID := make([]string, len(p.Configs))
	var classes []classRow
	for k, cl := range p.Classes {
		id := "C" + itoa(k+1)
		row := classRow{ID: id}
		for _, c := range cl {
			classID[c] = id
			row.Members = append(row.Members, p.Configs[c].Name())
		}
		classes = append(classes, row)
	}
	var rows []refRow
	for i, ref := range p.Refs {
		row := refRow{N: i + 1, Ref: ref}
		at := map[string]int{}
		for k, cl := range p.Classes {
			a := p.Expected(i, cl[0])
			j, ok := at[a]
			if !ok {
				j = len(row.Answers)
				at[a] = j
				row.Answers = append(row.Answers, answerRow{Answer: a})
			}
			if row.Answers[j].Classes != "" {
				row.Answers[j].Classes += " "
			}
			row.Answers[j].Classes += "C" + itoa(k+1)
		}
		rows = append(rows, row)
	}
	return pageTemplate().Execute(w, map[string]any{
		"Base": p.Base, "Rows": rows, "Classes": classes,
		"Configs": len(p.Configs), "Pool": p.PoolSize, "Script": collectScript(p.Base),
	})
}

// collectScript returns the script that writes the lines for fit from
// where the browser resolves each link. Its text is in an HTML comment,
// as pages of the 1990s hid scripts from the clients that ran none.
func collectScript(base string) template.HTML {
	quoted, _ := json.Marshal(base) // a JavaScript string; <, > and & escaped
	return template.HTML("<script><!--\n" +
		"var out = [], links = document.getElementsByTagName(\"a\");\n" +
		"for (var i = 0; i < links.length; i++) {\n" +
		"  if (links[i].className == \"probe\") {\n" +
		"    out.push(" + string(quoted) + " + \"\\t\" + links[i].getAttribute(\"href\") + \"\\t\" + links[i].href);\n" +
		"  }\n" +
		"}\n" +
		"document.getElementById(\"lines\").value = out.join(\"\\n\") + \"\\n\";\n" +
		"// --></script>")
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}

// pageTemplate is parsed on first use, not at every start of the command.
var pageTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("probe").Funcs(template.FuncMap{
		"show": func(s string) string {
			if s == "" {
				return "(empty)"
			}
			return s
		},
	}).Parse(`<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>uridialect probe: relative references against {{.Base}}</title>
<base href="{{.Base}}">
</head>
<body>
<h1>Relative references against <code>{{.Base}}</code></h1>
<p>This page's <code>BASE</code> is <code>{{.Base}}</code>. Each reference below is a link; the
client under test resolves it against the base. Follow each link, or point at it and read where it
goes, and write down the address the client shows, or <code>(error)</code> if it refuses the link.
Then give <code>uridialect fit</code> one line per reference: the base, a TAB, the reference, a TAB
and the address. These {{len .Rows}} references, chosen from a pool of {{.Pool}}, tell apart the
{{.Configs}} configurations of the legend, as far as any reference of the pool can: the
configurations of one class answer every reference of the pool alike.</p>
<table border="1" cellpadding="3">
<tr><th>#</th><th>reference</th><th>expected answer</th><th>classes</th></tr>
{{range .Rows}}<tr><td rowspan="{{len .Answers}}">{{.N}}</td><td rowspan="{{len .Answers}}"><a class="probe" href="{{.Ref}}">{{show .Ref}}</a></td>{{range $i, $a := .Answers}}{{if $i}}
<tr>{{end}}<td><code>{{$a.Answer}}</code></td><td>{{$a.Classes}}</td></tr>{{end}}
{{end}}</table>
<h2>Classes of configurations</h2>
<dl>
{{range .Classes}}<dt>{{.ID}}</dt>{{range .Members}}<dd><code>{{.}}</code></dd>{{end}}
{{end}}</dl>
<h2>The lines for fit</h2>
<p>A client that runs scripts can write them itself, from where it resolves each link:</p>
<textarea id="lines" rows="10" cols="100" readonly></textarea>
{{.Script}}
</body>
</html>
`))
})
