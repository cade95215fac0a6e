package doclinks

import (
	"golang.org/x/text/encoding/htmlindex"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/document"
)

// The URL Standard's parser takes "an optional encoding encoding" (Section
// 4.4): the encoding of the document a URL comes from, in which it encodes
// a special URL's query before percent-encoding it; and it reads a scalar
// value string, which the HTML parser has decoded from the document's
// bytes. A dialect that takes the option (the whatwg dialect's encoding)
// is given both, as a browser would: one reading of the document's bytes for every
// caller (links, migrate, serve, Beam): the value decoded from the
// document's encoding (package document's charset, [document.DetectCharset] from the BOM, the
// HTTP charset, META, or the detector, the HTML Standard's
// "Determining the character encoding"), and that encoding. The
// specifications of the past read octets and keep the document's bytes.
//
// Only a value with bytes outside ASCII is read so: an ASCII value reads
// the same in every encoding that is ASCII-compatible (all those package
// document reads). A character reference in such a value has been decoded
// into UTF-8 by the extractor already and would be decoded again; the
// documents of the past that mix both are rare, and the value is then
// read as the extractor gives it.

// An encodedDialect is a dialect configured with a document encoding, and
// its StringResolver.
type encodedDialect struct {
	d  dialect.Dialect
	sr dialect.StringResolver
}

// encodingAware returns d configured with the encoding named (a WHATWG
// Encoding Standard name), or nil when d takes no encoding or the name is
// UTF-8 (what d reads by default).
func (r *Resolver) encodingAware(d dialect.Dialect, name string) *encodedDialect {
	if name == "" || name == "utf-8" {
		return nil
	}
	key := d.Name() + "\x00" + name
	if e, ok := r.encoded[key]; ok {
		return e
	}
	var e *encodedDialect
	if c, ok := d.(dialect.Configurable); ok && hasOption(c, "encoding") {
		if nd, err := c.With("encoding", name); err == nil {
			e = &encodedDialect{nd, dialect.NewStringResolver(nd)}
		}
	}
	if r.encoded == nil {
		r.encoded = map[string]*encodedDialect{}
	}
	r.encoded[key] = e
	return e
}

func hasOption(c dialect.Configurable, key string) bool {
	for _, o := range c.Options() {
		if o.Key == key {
			return true
		}
	}
	return false
}

// readInEncoding resolves v, a value of l in the document's encoding,
// under dialect i configured with that encoding, as the URL Standard's
// parser reads it; ok is false when the value is ASCII, the encoding
// UTF-8 or unknown, or the dialect takes no encoding.
func (r *Resolver) readInEncoding(i int, d dialect.Dialect, l *document.Link, v []byte) (Target, bool) {
	if !hasHighBit(v) {
		return Target{}, false
	}
	e := r.encodingAware(d, r.valueEncoding)
	if e == nil {
		return Target{}, false
	}
	text, ok := decodeValue(r.valueEncoding, v)
	if !ok {
		return Target{}, false
	}
	return r.resolve(i, e.d, e.sr, l, text), true
}

// DecodedValue returns the text a dialect that takes the document's
// encoding (the whatwg dialect's encoding option) reads for v, a value in
// the encoding named (a WHATWG Encoding Standard name), as a resolver
// reads it: the value decoded, to be read by d configured with
// encoding=NAME. ok is false when the resolver reads v as it is: v ASCII,
// the encoding UTF-8 or unknown, or d taking no encoding.
func DecodedValue(d dialect.Dialect, encoding, v string) (text string, ok bool) {
	if encoding == "" || encoding == "utf-8" || !hasHighBit([]byte(v)) {
		return "", false
	}
	c, isConf := d.(dialect.Configurable)
	if !isConf || !hasOption(c, "encoding") {
		return "", false
	}
	return decodeValue(encoding, []byte(v))
}

func decodeValue(encoding string, v []byte) (string, bool) {
	enc, err := htmlindex.Get(encoding)
	if err != nil {
		return "", false
	}
	text, err := enc.NewDecoder().Bytes(v)
	if err != nil {
		return "", false
	}
	return string(text), true
}

func hasHighBit(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return true
		}
	}
	return false
}
