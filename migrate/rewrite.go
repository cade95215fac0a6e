package migrate

import (
	"bytes"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/tool/uriescape"
)

// UnsafeScheme is the reason a link is not rewritable when its rewrite
// would be a javascript:, data: or vbscript: URL and its value was not.
const UnsafeScheme = "unsafe scheme"

// unsafeScheme reports whether a reference is a javascript:, data: or
// vbscript: URL as a browser reads it: the URL Standard's basic URL
// parser strips leading C0 controls and spaces and removes every tab and
// newline (Section 4.4, "basic URL parser", steps 1 and 3), and a scheme
// is ASCII case-insensitive, so " Java\tScript:" is one.
func unsafeScheme(ref string) bool {
	var scheme [len("javascript")]byte
	n := 0
	for i := 0; i < len(ref); i++ {
		c := ref[i]
		switch {
		case c == '\t' || c == '\n' || c == '\r':
			continue
		case n == 0 && c <= ' ':
			continue
		case c == ':':
			switch string(scheme[:n]) {
			case "javascript", "data", "vbscript":
				return true
			}
			return false
		case n == len(scheme):
			return false
		}
		scheme[n] = c | 0x20 // lower case for letters; no scheme of the three holds another byte
		n++
	}
	return false
}

// A rewriter finds the rewrite of a link and collects a document's
// edits. It remembers the rewrites of the current document: a document
// links to the same targets again and again (navigation, repeated
// references), and the answer depends only on the dialects, their bases
// and the target.
type rewriter struct {
	doc []byte
	// encoding is the document's (document.Charset.Name): the edits of
	// a UTF-16 document are written in UTF-16.
	encoding string
	edits    []edit
	memo     map[string]rewrite
	key      []byte
	// xOrig and xGot read the original and the rewritten document side by
	// side (misread); rereads counts the readings, for the tests.
	xOrig, xGot *document.Extractor
	rereads     int
	// readers resolve and relativize under each dialect met against its
	// base, parsed once: a rewrite's candidates are resolved against the
	// bases of their document one after the other.
	readers []dialectReader
	parsed  []dialect.Reference // the base under each dialect, for engine.Relativizer
}

// A dialectReader resolves and relativizes under one dialect against the
// base it read last, parsed once, with the dialect's StringResolver.
type dialectReader struct {
	d      dialect.Dialect
	sr     dialect.StringResolver
	read   bool // base has been parsed into parsed (or err)
	base   string
	parsed dialect.Reference
	err    error
}

// reader returns the reader of d, holding base parsed. It is valid until
// the next call.
func (r *rewriter) reader(d dialect.Dialect, base string) *dialectReader {
	var x *dialectReader
	for i := range r.readers {
		if r.readers[i].d == d {
			x = &r.readers[i]
			break
		}
	}
	if x == nil {
		r.readers = append(r.readers, dialectReader{d: d, sr: dialect.NewStringResolver(d)})
		x = &r.readers[len(r.readers)-1]
	}
	if !x.read || x.base != base {
		x.parsed, x.err = d.Parse(base)
		x.base, x.read = base, true
	}
	return x
}

// resolve resolves ref against base under d, as [resolveAgainst] does.
// The target's text is valid until the next resolution under d.
func (r *rewriter) resolve(d dialect.Dialect, base, ref string) doclinks.Target {
	if base == "" {
		return resolveAgainst(d, base, ref)
	}
	x := r.reader(d, base)
	if x.err != nil {
		return doclinks.Target{Err: x.err}
	}
	got, err := x.sr.ResolveToString(&x.parsed, ref)
	return doclinks.Target{URI: got, Err: err}
}

// relativize returns d's shortest reference from base to target, as
// [dialect.RelativizeString] does.
func (r *rewriter) relativize(d dialect.Dialect, base, target string) (string, error) {
	rz, ok := d.(dialect.Relativizer)
	if !ok {
		return dialect.RelativizeString(d, base, target) // its error
	}
	x := r.reader(d, base)
	if x.err != nil {
		return "", x.err
	}
	return rz.Relativize(&x.parsed, target)
}

// An edit replaces doc[at:end], the raw value of the link of row row,
// with text, the rewrite ref written as the place needs.
type edit struct {
	at, end int
	text    string
	ref     string
	row     int
	risky   bool // the raw value or its place may read otherwise once changed
}

// A rewrite is the answer of [rewriter.safe]: a reference, or why there is
// none.
type rewrite struct{ ref, reason string }

func newRewriter() *rewriter { return &rewriter{memo: map[string]rewrite{}} }

// safe returns the reference that gives target under every dialect of ds,
// each against its own base (bases[i]), and that every one of them reads
// the same (same, or equivalent under RFC 3986, Section 6); or "" and the
// reason there is none.
//
// Candidates come from the relativizer of the dialects when they all
// establish the same base; the absolute target is the last candidate.
// When no candidate keeps the target, the same search is made for the
// target with the characters a URI may not hold percent-encoded
// ([uriescape.Escape]): the URI the reference stands for, by the rule of every
// specification since RFC 1738, and one that no modern reader reads
// otherwise (a backslash that the URL Standard takes for a slash, bytes
// outside ASCII that it encodes in the page's encoding or in UTF-8).
func (r *rewriter) safe(ds []dialect.Dialect, bases []dialect.Base, target string) (string, string) {
	r.key = r.key[:0]
	for i := range ds {
		r.key = append(r.key, ds[i].Name()...)
		r.key = append(r.key, 0)
		r.key = append(r.key, bases[i].URI...)
		r.key = append(r.key, 0)
	}
	r.key = append(r.key, target...)
	if a, ok := r.memo[string(r.key)]; ok {
		return a.ref, a.reason
	}
	ref, why := r.keeping(ds, bases, target)
	if ref == "" {
		if esc := uriescape.Escape(target); esc != target {
			if ref2, _ := r.keeping(ds, bases, esc); ref2 != "" {
				ref, why = ref2, ""
			}
		}
	}
	r.memo[string(r.key)] = rewrite{ref, why}
	return ref, why
}

// keeping returns the shortest candidate that keeps target (see
// [safeUnder]), or "" and why none does.
func (r *rewriter) keeping(ds []dialect.Dialect, bases []dialect.Base, target string) (string, string) {
	var why string
	want := normalized{uri: target} // its normal form is made once, if needed
	try := func(c string) bool {
		ok, reason := r.safeUnder(ds, bases, c, &want)
		if !ok && (why == "" || c == target) {
			why = reason
		}
		return ok
	}
	if base, ok := commonBase(bases); ok {
		own, longest, every := r.ownCandidates(ds, base, target)
		// The reference the dialects resolve to exactly target, each of
		// them: safe by construction, and the shortest such. There is
		// none when a dialect has no reference of its own to target
		// (engine.Relativizer gives up then): that search is not made
		// twice, nor are the dialects' own. The dialect whose own is
		// longest resolves no candidate before it (in the order
		// engine.Relativizer tries them, its Relativize's) to target, so
		// when every dialect resolves that one to target, it is the
		// answer, without the search.
		if every && longest != target && r.resolvesAll(ds, base, longest, target) {
			return longest, ""
		}
		if every {
			rz := engine.Relativizer{Dialects: ds}
			if safe, err := rz.RelativizeKnowing(r.parsed, base, target, longest); err == nil && safe.Ref != target {
				return safe.Ref, ""
			}
		}
		for _, c := range own {
			if try(c) {
				return c, ""
			}
		}
	}
	if try(target) {
		return target, ""
	}
	return "", why
}

// safeUnder reports whether ref resolves, under every dialect against its
// base, to target (exactly under the first, the From dialect; the same
// or equivalent under the others), or why not.
func (r *rewriter) safeUnder(ds []dialect.Dialect, bases []dialect.Base, ref string, target *normalized) (bool, string) {
	for i, d := range ds {
		got := r.resolve(d, bases[i].URI, ref)
		if i == 0 {
			if got.Err != nil || got.URI != target.uri {
				return false, "no reference keeps the meaning under " + d.Name() + ": " + describe(got)
			}
			continue
		}
		if v := target.verdict(nil, got); v != Same && v != Equivalent {
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
	r.doc, r.edits, r.encoding = doc, r.edits[:0], ""
	clear(r.memo)
	return r
}

func (r *rewriter) count() int { return len(r.edits) }

// add records the rewrite of link l (of row row) to ref, written as its
// place in the document needs, or returns why it cannot be written there.
func (r *rewriter) add(l *document.Link, row int, ref string) string {
	text, ok := encodeValue(l, ref, r.doc)
	if !ok {
		return "the rewrite cannot be written where the link stands (" + place(l) + ") without changing other bytes"
	}
	risky := l.Unclosed || l.HTML5 != nil || bytes.ContainsAny(l.Raw, "<>\"'\r\n")
	text = document.EncodeText(r.encoding, text)
	r.edits = append(r.edits, edit{at: l.Offset, end: l.Offset + l.Len, text: text, ref: ref, row: row, risky: risky})
	return ""
}

func place(l *document.Link) string {
	if l.Attr == "" {
		return "in the content of " + l.Element
	}
	return l.Element + " " + l.Attr
}

// apply returns the document with the edits made; every other byte is as
// it was. When an edited value stood where markup may read otherwise
// (an unclosed quote or tag, markup characters in the value, a value the
// HTML Standard reads otherwise), the rewritten document is read again
// and each of its links compared with the original's: a rewrite that
// would change how the document reads (other than its own value) is
// dropped, and its row returned in dropped, so that a second migration
// reads the rewritten document as this one read the original. Each
// reading is a pass over both documents; after maxRereads of them, every
// risky edit left is dropped at once, so that the time stays linear in
// the document however many of its rewrites misread.
func (r *rewriter) apply() (doc []byte, dropped []int) {
	sort.SliceStable(r.edits, func(i, j int) bool { return r.edits[i].at < r.edits[j].at })
	doc = r.splice()
	if !slices.ContainsFunc(r.edits, func(e edit) bool { return e.risky }) {
		return doc, nil
	}
	for reread := 0; len(r.edits) > 0; reread++ {
		if reread == maxRereads {
			r.edits = slices.DeleteFunc(r.edits, func(e edit) bool {
				if e.risky {
					dropped = append(dropped, e.row)
				}
				return e.risky
			})
			return r.splice(), dropped
		}
		r.rereads++
		bad := r.misread(doc)
		if bad < 0 {
			return doc, dropped
		}
		dropped = append(dropped, r.edits[bad].row)
		r.edits = slices.Delete(r.edits, bad, bad+1)
		doc = r.splice()
	}
	return doc, dropped
}

// maxRereads bounds the readings of a rewritten document by apply.
const maxRereads = 8

// splice writes the document with every edit made.
func (r *rewriter) splice() []byte {
	n := len(r.doc)
	for _, e := range r.edits {
		n += len(e.text) - (e.end - e.at)
	}
	var b bytes.Buffer
	b.Grow(max(n, 0))
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

// misread reads the links of the original document and of the rewritten
// one, doc, side by side, one link of each at a time (memory does not
// grow with their number), and returns the index of the edit to drop:
// that of the first link read otherwise (its own, or the nearest edit
// before it; the last edit when one document has links the other has
// not, past the last link of the shorter), or -1 when every link reads as
// intended.
func (r *rewriter) misread(doc []byte) int {
	culprit := func(at int) int {
		k := 0
		for i, e := range r.edits {
			if e.at <= at {
				k = i
			}
		}
		return k
	}
	if r.xOrig == nil {
		r.xOrig, r.xGot = document.NewExtractor(nil), document.NewExtractor(nil)
	}
	r.xOrig.ResetEncoded(r.doc, r.encoding)
	r.xGot.ResetEncoded(doc, r.encoding)
	defer r.xOrig.Reset(nil)
	defer r.xGot.Reset(nil)
	shift, k := 0, 0
	for {
		o, errOrig := r.xOrig.Next()
		g, errGot := r.xGot.Next()
		if errOrig != nil || errGot != nil {
			if errOrig != nil && errGot != nil {
				return -1
			}
			return culprit(math.MaxInt)
		}
		for k < len(r.edits) && r.edits[k].at < o.Offset {
			shift += len(r.edits[k].text) - (r.edits[k].end - r.edits[k].at)
			k++
		}
		edited := k < len(r.edits) && r.edits[k].at == o.Offset
		wantValue, wantHTML5 := o.Value, o.HTML5
		if edited {
			wantValue, wantHTML5 = []byte(r.edits[k].ref), nil
		}
		if g.Offset != o.Offset+shift || !bytes.Equal(g.Value, wantValue) || !bytes.Equal(g.HTML5, wantHTML5) {
			if edited {
				return k
			}
			return culprit(o.Offset)
		}
	}
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

// commonBase returns the base every dialect established, if they agree
// on one that is not empty: then a relative reference can be safe.
func commonBase(bases []dialect.Base) (string, bool) {
	base := bases[0].URI
	if base == "" {
		return "", false
	}
	for _, b := range bases[1:] {
		if b.URI != base {
			return "", false
		}
	}
	return base, true
}

// resolvesAll reports whether every dialect of ds resolves ref against
// base to exactly target.
func (r *rewriter) resolvesAll(ds []dialect.Dialect, base, ref, target string) bool {
	for _, d := range ds {
		if got := r.resolve(d, base, ref); got.Err != nil || got.URI != target {
			return false
		}
	}
	return true
}

// ownCandidates returns each dialect's own shortest reference from base
// to target, shortest first: safe checks them under the others, where an
// equivalent target is enough. every reports that each dialect has one
// (the absolute target counts), longest is the longest of them, and
// r.parsed holds base as each dialect parsed it.
func (r *rewriter) ownCandidates(ds []dialect.Dialect, base, target string) (own []string, longest string, every bool) {
	every = true
	r.parsed = r.parsed[:0]
	for _, d := range ds {
		ref, err := r.relativize(d, base, target)
		if err != nil {
			every = false
			continue
		}
		r.parsed = append(r.parsed, r.reader(d, base).parsed)
		if len(ref) > len(longest) {
			longest = ref
		}
		if ref != target {
			own = append(own, ref)
		}
	}
	sort.SliceStable(own, func(i, j int) bool { return len(own[i]) < len(own[j]) })
	return own, longest, every
}
