package mosaic2

import (
	"bytes"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/htparse"
)

// The places of Mosaic's source that the trace cites.
var (
	ruleNewlines   = dialect.Rule{Doc: client, Sec: "src/mo-www.c", Function: "mo_convert_newlines_to_spaces"}
	ruleKeepAnchor = dialect.Rule{Doc: client, Sec: "src/mo-www.c", Function: "mo_url_canonicalize_keep_anchor"}
	ruleResult     = dialect.Rule{Doc: client, Sec: htparseC, Function: "HTParse"}
)

// htparseC is the file of libwww2 that holds scan, HTParse and HTSimplify.
const htparseC = "libwww2/HTParse.c"

// libwww2 is HTParse as Mosaic's libwww2 has it: CERN's, with a
// CLEAN_URLS of its own (cleanURLs).
var libwww2 = &htparse.Fork{
	Rules:           htparse.RulesOf(client, htparseC),
	AccessSteps:     [2]string{"the access is the reference's", "the access is inherited"},
	Related:         "current",
	CleanURLs:       cleanURLs,
	CleanURLsStep:   "drop a default port and a trailing \".\", lower-case the host",
	KeepEmptyAnchor: true,
}

// Resolve resolves ref against base as Mosaic did when its user clicked
// the link: the base without its anchor, then HTParse (see the package
// documentation). Both are read as their text. It fails only for a string
// longer than the limit.
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	return d.ResolveTrace(base, ref, nil)
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// citing the function of Mosaic's source that takes it.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	bs, rs, pe := clientcore.Texts(name, d.opts.MaxLength, base, ref)
	if pe != nil {
		return dialect.Reference{}, pe
	}
	rec := clientcore.NewRecorder(step)
	res := resolve(bs, rs, &rec)
	return clientcore.Split(res, grammar), nil
}

// resolve is mo_url_canonicalize_keep_anchor(ref, base): HTParse of the
// base alone, which drops its anchor, then HTParse of ref against that,
// keeping ref's anchor. One buffer holds both: the result at its start,
// within HTParse's own bound ("Lots of space: more than enough": the
// lengths of the two names and 10), and the canonical base after that, so
// that resolving allocates once.
func resolve(base, ref string, rec *clientcore.Recorder) string {
	canonCap := len(base) + 10
	resCap := canonCap + len(ref) + 10
	buf := make([]byte, resCap+canonCap+len(ref))
	if b := convertNewlines(buf[resCap+canonCap:resCap+canonCap], ref); string(b) != ref {
		ref = clientcore.View(b)
		rec.Step(ruleNewlines, "newlines become spaces, leading white space goes", ref)
	}
	canonB := libwww2.Parse(buf[resCap:resCap:resCap+canonCap], htparse.Scan(base), htparse.Parts{}, base, false, nil)
	canon := clientcore.View(canonB)
	rec.StepBytes(ruleKeepAnchor, "the current URL, parsed alone by HTParse without PARSE_ANCHOR: its anchor is dropped", canonB)
	given := htparse.Scan(ref)
	if rec.On() {
		rec.Step(libwww2.Rules.Scan, "scan the reference: "+given.Describe(), ref)
	}
	res := clientcore.View(libwww2.Parse(buf[:0:resCap], given, htparse.Scan(canon), ref, true, rec))
	rec.Step(ruleResult, "return the result", res)
	return res
}

// convertNewlines writes to dst what mo_convert_newlines_to_spaces
// (src/mo-www.c), which the click handler (src/gui.c, anchor_cb) calls on
// an HREF, makes of ref: every "\n" a space, then the leading white
// space (C's isspace) gone.
func convertNewlines(dst []byte, ref string) []byte {
	i := 0
	for i < len(ref) {
		switch ref[i] {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			i++
			continue
		}
		break
	}
	for ; i < len(ref); i++ {
		c := ref[i]
		if c == '\n' {
			c = ' '
		}
		dst = append(dst, c)
	}
	return dst
}

// cleanURLs does what CLEAN_URLS of libwww2 asks of b, which holds "//"
// and the host from index tail on: drop the default port of http
// (":80") and gopher (":70", ":70+"), or a trailing "+" of another port;
// chop a "." that ends the host name when the host, with its "//", is
// longer than three bytes; lower-case the host (after any "@"). CERN's
// dropped ":80" and ":70" and any final "." only.
func cleanURLs(b []byte, tail int, access string, hasAccess bool) ([]byte, bool) {
	n := len(b)
	end := len(b)
	if c := bytes.IndexByte(b[tail:], ':'); c >= 0 {
		end = tail + c
		if hasAccess {
			port := b[end:]
			switch {
			case access == "http" && string(port) == ":80",
				access == "gopher" && (string(port) == ":70" || string(port) == ":70+"):
				b = b[:end]
			case len(port) > 0 && port[len(port)-1] == '+':
				b = b[:len(b)-1]
			}
		}
	}
	changed := len(b) != n
	if dot := end - 1; len(b)-tail > 3 && dot >= tail && b[dot] == '.' {
		b = append(b[:dot], b[dot+1:]...)
		changed = true
	}
	from := tail
	if at := bytes.IndexByte(b[tail:], '@'); at >= 0 {
		from = tail + at
	}
	for i := from; i < len(b); i++ {
		if c := b[i]; 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
			changed = true
		}
	}
	return b, changed
}
