package whatwg

import (
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// Resolve is the basic URL parser run on ref's text with base as the base
// URL (Section 4.4): "parse input against base". The result is the URL
// record, serialized (Section 4.5), split into its components and marked,
// so that it serves as a base in turn without being parsed again. A base
// whose text is empty stands for no base (null); any other base must
// itself parse as a URL, or Resolve fails, citing the base's error.
// Failure is an error naming the validation error the Standard gives for
// it, at its offset in the reference's text.
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	if ref.Grammar() == canonical {
		// A URL's serialization parses to itself, whatever the base:
		// its scheme and "//" leave no state that reads the base.
		if err := d.checkBase(&base); err != nil {
			return dialect.Reference{}, err
		}
		return ref, nil
	}
	var res dialect.Reference
	err := d.resolve(&res, &base, ref.String(), nil)
	return res, err
}

// ResolveText resolves the text ref against base into *t, as Resolve
// does; see [dialect.TextResolver].
func (d *Dialect) ResolveText(t, base *dialect.Reference, ref string) error {
	return d.resolve(t, base, ref, nil) // which checks ref's length
}

// ResolveTrace resolves as Resolve does and reports each state the basic
// URL parser enters, citing it, with the serialization written so far.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	var res dialect.Reference
	trace := func(s state, at int, p *parser) {
		action := "enter " + s.String()
		if at < len(p.in) {
			action += " at " + strconv.QuoteRune(rune(p.in[at]))
			if p.in[at] >= 0x80 {
				action = "enter " + s.String() + " at a non-ASCII code point"
			}
		} else if at >= len(p.in) {
			action += " at the end of the input"
		}
		step(dialect.Step{Rule: dialect.Rule{Doc: doc, Sec: "4.4", Step: s.String()}, Action: action, State: string(p.out)})
	}
	err := d.resolve(&res, &base, ref.String(), trace)
	if err == nil {
		step(dialect.Step{Rule: dialect.Rule{Doc: doc, Sec: "4.5", Step: "URL serializer"}, Action: "serialize the URL record", State: res.Source()})
	}
	return res, err
}

// checkBase checks that base is a URL, or empty.
func (d *Dialect) checkBase(base *dialect.Reference) error {
	if base.Grammar() == canonical {
		return nil
	}
	var b baseURL
	p, err := d.parseBase(base, &b)
	if p != nil {
		putParser(p)
	}
	return err
}

// parseBase reads base into b. A base marked as a record is read as it
// is; another is parsed, by a parser that the caller must return to the
// pool once done with b (b's text is in its buffer). An empty base is
// null: b.src is "" and the returned error nil.
func (d *Dialect) parseBase(base *dialect.Reference, b *baseURL) (*parser, error) {
	if base.Grammar() == canonical {
		recordOf(base, b)
		return nil, nil
	}
	s := base.String()
	if s == "" {
		b.src = ""
		return nil, nil
	}
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return nil, pe
	}
	p := getParser()
	in := prepare(s)
	p.in, p.enc = in.text, d.opts.enc
	if !p.run() {
		err := p.error(&in, s, "the base is not a URL: ")
		putParser(p)
		return nil, err
	}
	// The buffer stays p's until the caller returns p to the pool.
	b.src = unsafeString(p.out)
	b.record = p.record
	return p, nil
}

// recordOf reads the record of a Reference marked canonical.
func recordOf(r *dialect.Reference, b *baseURL) {
	src := r.Source()
	b.src = src
	b.record.reset()
	_, b.schemeEnd = r.Span(dialect.Scheme)
	b.kind = kindOf(src[:b.schemeEnd])
	if lo, _ := r.Span(dialect.Authority); lo >= 0 {
		b.authStart = lo
		if _, hi := r.Span(dialect.UserInfo); hi >= 0 {
			b.credEnd = hi
		}
		b.hostStart, b.hostEnd = r.Span(dialect.Host)
		if lo, _ := r.Span(dialect.Port); lo >= 0 {
			b.portStart = lo
		}
	}
	lo, hi := r.Span(dialect.Path)
	b.pathStart = lo
	if b.authStart < 0 && hi-lo >= 4 && src[lo:lo+4] == "/.//" {
		b.pathStart, b.dotPrefix = lo+2, true
	}
	b.opaque = b.authStart < 0 && (hi == lo || src[lo] != '/')
	if lo, _ := r.Span(dialect.Query); lo >= 0 {
		b.queryStart = lo - 1
	}
	if lo, _ := r.Span(dialect.Fragment); lo >= 0 {
		b.fragStart = lo - 1
	}
}

// resolve runs the basic URL parser on ref against base and writes the
// result to *t.
func (d *Dialect) resolve(t, base *dialect.Reference, ref string, trace func(state, int, *parser)) error {
	if pe := dialectcore.CheckLength(name, ref, d.opts.MaxLength); pe != nil {
		return pe
	}
	p := getParserFor(len(base.Source()) + len(ref))
	src, err := d.resolveOn(p, base, ref, trace)
	if err == nil {
		// The base, read into p, is not read again: t may be base.
		setSerialized(t, strings.Clone(src), &p.record)
	}
	putParser(p)
	return err
}

// resolveOn resolves with p, ready for an input, and returns the
// target's serialization, in p's buffer or ref's memory: it is valid
// until p resolves again, and p.record is its record.
func (d *Dialect) resolveOn(p *parser, base *dialect.Reference, ref string, trace func(state, int, *parser)) (string, error) {
	bp, err := d.readBase(p, base)
	if err != nil {
		return "", err
	}
	src, err := d.resolveWith(p, ref, trace)
	if bp != nil {
		putParser(bp)
	}
	return src, err
}

// NewTextResolver returns a TextResolver for one goroutine (see
// [dialect.BatchResolver]): it keeps a parser of its own, with its buffer
// and the record of the last base it read, rather than take one from the
// pool for each reference. It is also a [dialect.StringResolver], whose
// result is the parser's buffer (or the reference itself), not a copy.
func (d *Dialect) NewTextResolver() dialect.TextResolver {
	return &textResolver{d: d, p: &parser{out: make([]byte, 0, 256)}}
}

// A textResolver resolves as ResolveText does, with a parser of its own.
type textResolver struct {
	d *Dialect
	p *parser
}

func (r *textResolver) ResolveText(t, base *dialect.Reference, ref string) error {
	src, err := r.resolve(base, ref)
	if err == nil {
		setSerialized(t, strings.Clone(src), &r.p.record)
	}
	r.p.release()
	return err
}

func (r *textResolver) ResolveToString(base *dialect.Reference, ref string) (string, error) {
	src, err := r.resolve(base, ref)
	r.p.release() // which may drop the buffer, never write over it
	return src, err
}

// resolve resolves ref against base with r's parser, as resolveOn does;
// the caller releases the parser once done with the result.
func (r *textResolver) resolve(base *dialect.Reference, ref string) (string, error) {
	if pe := dialectcore.CheckLength(name, ref, r.d.opts.MaxLength); pe != nil {
		return "", pe
	}
	r.p.reset()
	return r.d.resolveOn(r.p, base, ref, nil)
}

// readBase reads base into p.baseVal, as parseBase does. A base marked
// as a record whose record p already holds, the base of the previous
// reference p resolved, is not read again: a batch resolves many
// references against one base.
func (d *Dialect) readBase(p *parser, base *dialect.Reference) (*parser, error) {
	if base.Grammar() == canonical {
		if src := base.Source(); p.recordSrc != "" && p.recordSrc == src {
			p.baseVal.src = src
			return nil, nil
		}
	}
	p.recordSrc = ""
	bp, err := d.parseBase(base, &p.baseVal)
	if err == nil && base.Grammar() == canonical {
		p.recordSrc = p.baseVal.src
	}
	return bp, err
}

// resolveWith runs p, holding its base, on ref and returns the target's
// serialization, as resolveOn does.
func (d *Dialect) resolveWith(p *parser, ref string, trace func(state, int, *parser)) (string, error) {
	if trace == nil && p.report == nil && d.opts.enc == nil {
		if quickCanonical(ref, &p.record) {
			// A URL's serialization with a scheme and "//" parses
			// to itself, whatever the base. (The caller copies it: a
			// batch's ref points into a chunk of input that is read
			// over.)
			return ref, nil
		}
		if p.baseVal.src != "" && p.quickResolve(&p.baseVal, ref) {
			return unsafeString(p.out), nil
		}
	}
	in := prepare(ref)
	p.in, p.enc, p.trace = in.text, d.opts.enc, trace
	if p.baseVal.src != "" {
		p.base = &p.baseVal
	}
	if n := len(p.baseVal.src) + len(in.text) + 16; cap(p.out) < n {
		p.out = make([]byte, 0, n)
	}
	if !p.run() {
		return "", p.error(&in, ref, "")
	}
	return unsafeString(p.out), nil
}

// error returns the failure p met, as a ParseError on the original text
// s that in was prepared from.
func (p *parser) error(in *input, s, prefix string) *dialect.ParseError {
	return violation(p.fail, in, s, p.failLo, p.failHi, prefix)
}

// violation makes the ParseError of validation error e over in.text[lo:hi].
func violation(e verr, in *input, s string, lo, hi int, prefix string) *dialect.ParseError {
	olo, ohi := in.orig(lo), in.orig(hi)
	if hi > lo && hi <= len(in.text) {
		ohi = in.orig(hi-1) + 1
	}
	if ohi > len(s) {
		ohi = len(s)
	}
	if olo > len(s) {
		olo = len(s)
	}
	if ohi < olo {
		ohi = olo
	}
	if ohi == olo && olo < len(s) {
		ohi = olo + 1
	}
	msg := errInfo[e].msg
	if prefix != "" {
		msg = prefix + msg
	}
	return &dialect.ParseError{Dialect: name, Input: s, Offset: olo, Len: ohi - olo, Rule: e.rule(), Msg: msg}
}
