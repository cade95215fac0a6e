package output_test

import (
	"fmt"
	"os"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/migrate"
	"github.com/uridialect/uridialect/migrate/output"
)

// The link table of one migrated page, as JSONL: the links whose
// meaning changed (output.ChangedRows, the command's default).
func ExampleNewLinkTable() {
	from, _ := migrate.ParseFrom("rfc1808")
	to, _ := engine.Get("rfc3986")
	m, _ := migrate.New(migrate.Config{From: from, To: []dialect.Dialect{to}})
	rec := archive.NewDocument("page.html", []byte(`<a href=";x">x</a> <a href="g">g</a>`))
	rec.URI = "http://a/b/c/d;p?q"
	res := m.Migrate(rec)
	defer res.Close()
	t, err := output.NewLinkTable(os.Stdout, output.JSONL, output.ChangedRows, m.ToNames())
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := t.Write(res.Rows); err != nil {
		fmt.Println(err)
	}
	t.Close()
	// Output:
	// {"document":"http://a/b/c/d;p?q","file":"page.html","record_offset":0,"record":null,"date":null,"element":"a","attribute":"href","offset":9,"encoding":"windows-1252","raw":";x","raw_bytes":null,"from":"rfc1808","base_then":"http://a/b/c/d;p?q","base_then_layer":"retrieval","target_then":"http://a/b/c/d;x","target_then_bytes":null,"error_then":null,"now":[{"dialect":"rfc3986","base":"http://a/b/c/d;p?q","base_layer":"retrieval","target":"http://a/b/c/;x","target_bytes":null,"error":null,"verdict":"differs"}],"verdict":"differs","cause":"params","rewrite":"d;x","rewrite_bytes":null,"no_rewrite":null,"ie_conditional":false}
}
