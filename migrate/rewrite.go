package migrate

import (
	"bytes"
	"sort"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
)

// A rewriter finds the rewrite of a link and collects a document's
// edits.
type rewriter struct {
	doc   []byte
	edits []edit
}

type edit struct {
	at, end int
	text    string
}

func newRewriter() *rewriter { return &rewriter{} }

// safe returns the reference that gives target under every dialect of ds,
// each against its own base (bases[i]), and that every one of them reads
// the same (same, or equivalent under RFC 3986, Section 6); or "" and the
// reason there is none.
//
// Candidates come from the relativizer of the dialects when they all
// establish the same base; the absolute target is the last candidate.
func (r *rewriter) safe(ds []dialect.Dialect, bases []dialect.Base, target string) (string, string) {
	cands := relativeCandidates(ds, bases, target)
	cands = append(cands, target)
	var why string
	for _, c := range cands {
		ok, reason := safeUnder(ds, bases, c, target)
		if ok {
			return c, ""
		}
		if why == "" || c == target {
			why = reason
		}
	}
	return "", why
}

// safeUnder reports whether ref resolves, under every dialect against its
// base, to target (exactly under the first, the --from dialect; the same
// or equivalent under the others), or why not.
func safeUnder(ds []dialect.Dialect, bases []dialect.Base, ref, target string) (bool, string) {
	want := doclinks.Target{URI: target}
	for i, d := range ds {
		got := resolveAgainst(d, bases[i].URI, ref)
		if i == 0 {
			if got.Err != nil || got.URI != target {
				return false, "no reference keeps the meaning under " + d.Name() + ": " + describe(got)
			}
			continue
		}
		if v := verdict(want, got); v != Same && v != Equivalent {
			return false, "the absolute target is read otherwise by " + d.Name() + ": " + describe(got)
		}
	}
	return true, ""
}

func describe(t doclinks.Target) string {
	if t.Err != nil {
		return "fails: " + errText(t.Err)
	}
	return "gives " + t.URI
}

// reset starts the edits of doc.
func (r *rewriter) reset(doc []byte) *rewriter {
	r.doc, r.edits = doc, r.edits[:0]
	return r
}

func (r *rewriter) count() int { return len(r.edits) }

// add records the rewrite of link l's raw value to ref, written as its
// place in the document needs, or returns why it cannot be written there.
func (r *rewriter) add(l *document.Link, ref string) string {
	text, ok := encodeValue(l, ref, r.doc)
	if !ok {
		return "the rewrite cannot be written where the link stands (" + place(l) + ") without changing other bytes"
	}
	r.edits = append(r.edits, edit{at: l.Offset, end: l.Offset + l.Len, text: text})
	return ""
}

func place(l *document.Link) string {
	if l.Attr == "" {
		return "in the content of " + l.Element
	}
	return l.Element + " " + l.Attr
}

// apply returns the document with every edit made; every other byte is
// as it was.
func (r *rewriter) apply() []byte {
	sort.SliceStable(r.edits, func(i, j int) bool { return r.edits[i].at < r.edits[j].at })
	var b bytes.Buffer
	b.Grow(len(r.doc))
	at := 0
	for _, e := range r.edits {
		if e.at < at { // overlapping edits cannot happen; keep the first
			continue
		}
		b.Write(r.doc[at:e.at])
		b.WriteString(e.text)
		at = e.end
	}
	b.Write(r.doc[at:])
	return b.Bytes()
}

// encodeValue writes ref as the raw value of l's attribute: in an
// attribute whose value is the URI, characters that would end or change
// the value (quotes, "&", "<", ">", white space, "=", "`") become
// numeric character references, which HTML 2.0 to 4.01 and the HTML
// Standard decode alike. Where the URI stands inside text that is not
// decoded so (a STYLE element's content), or inside a list or a META
// refresh, the rewrite is written only if it needs no escape there.
func encodeValue(l *document.Link, ref string, doc []byte) (string, bool) {
	plain := l.Attribute != nil && l.Attribute.Value == document.URIValue && l.Attribute.List == document.OneURI && l.Attr != ""
	if !plain {
		if strings.ContainsAny(ref, "&\"'<>()\\ \t\r\n\f,;=`") {
			return "", false
		}
		return ref, true
	}
	var b strings.Builder
	for i := 0; i < len(ref); i++ {
		switch c := ref[i]; c {
		case '&', '"', '\'', '<', '>', ' ', '\t', '\n', '\r', '\f', '=', '`':
			b.WriteString("&#")
			b.WriteString(itoa(int(c)))
			b.WriteByte(';')
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// relativeCandidates returns the references to try, from the dialects'
// common base to target: first the reference engine.Relativizer finds
// safe under all of them (the same target, byte for byte, under each),
// then each dialect's own shortest reference, shortest first (safe checks
// them under the others, where an equivalent target is enough). None when
// the dialects establish different bases: then the absolute target is the
// only candidate.
func relativeCandidates(ds []dialect.Dialect, bases []dialect.Base, target string) []string {
	base := bases[0].URI
	if base == "" {
		return nil
	}
	for _, b := range bases[1:] {
		if b.URI != base {
			return nil
		}
	}
	var out []string
	rz := engine.Relativizer{Dialects: ds}
	if safe, err := rz.Relativize(base, target); err == nil && safe.Ref != target {
		out = append(out, safe.Ref)
	}
	var own []string
	for _, d := range ds {
		rz, ok := d.(dialect.Relativizer)
		if !ok {
			continue
		}
		b, err := d.Parse(base)
		if err != nil {
			continue
		}
		if ref, err := rz.Relativize(&b, target); err == nil && ref != target {
			own = append(own, ref)
		}
	}
	sort.SliceStable(own, func(i, j int) bool { return len(own[i]) < len(own[j]) })
	return append(out, own...)
}
