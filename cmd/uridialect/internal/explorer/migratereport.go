package explorer

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"strings"

	"github.com/uridialect/uridialect/migrate/output"
)

// migrate's report is a self-contained page: its own inline style sheet
// and SVG charts, no script, nothing fetched. The explorer serves it at its
// own address under a policy of its own, stricter than the pages': no
// script at all, no image, no form, no frame, and of inline styles only
// those the report was written with (by their SHA-256, CSP Level 2,
// Section 7.15); and sandboxed, so that the page, whatever its text, runs
// in an origin of its own.

// reportPolicy returns the Content-Security-Policy of a report: the
// hashes of its <style> elements' text.
func reportPolicy(report []byte) string {
	var b strings.Builder
	b.WriteString("default-src 'none'; style-src")
	styles := 0
	for rest := report; ; {
		_, after, ok := bytes.Cut(rest, []byte("<style>"))
		if !ok {
			break
		}
		css, tail, ok := bytes.Cut(after, []byte("</style>"))
		if !ok {
			break
		}
		sum := sha256.Sum256(css)
		b.WriteString(" 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'")
		styles++
		rest = tail
	}
	if styles == 0 {
		b.WriteString(" 'none'")
	}
	b.WriteString("; img-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox")
	return b.String()
}

// localExplainLinks points the report's explain links, written for a
// server at output.ServeAddress, at this one, whatever its address. Only
// attribute values change: html/template writes a quote in text as
// &#34;, so `href="` always starts an attribute.
func localExplainLinks(report []byte) []byte {
	return bytes.ReplaceAll(report, []byte(`href="http://`+output.ServeAddress+`/explain?`), []byte(`href="/explain?`))
}
