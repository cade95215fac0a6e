package whatwg

import (
	"errors"
	"strconv"
	"unicode/utf8"

	"github.com/uridialect/uridialect/whatwg/internal/webencoding"
	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"
)

// A queryEncoding is the document's encoding, other than UTF-8, in which
// the query of a special URL is encoded.
type queryEncoding struct {
	// name is the encoding's name in the Encoding Standard.
	name string
	// x is golang.org/x/text's encoding, used when webencoding has no
	// encoder of its own for name: x/text's encoders are the Encoding
	// Standard's but for those webencoding holds.
	x encoding.Encoding
}

// newQueryEncoding returns the queryEncoding of the encoding x/text
// gives for the name.
func newQueryEncoding(name string, x encoding.Encoding) *queryEncoding {
	if webencoding.Has(name) {
		x = nil
	}
	return &queryEncoding{name: name, x: x}
}

// encodeLegacyQuery is "percent-encode after encoding, with encoding,
// buffer, and queryPercentEncodeSet" (Section 1.3) for an encoding other
// than UTF-8, which the query state uses for a special URL other than ws:
// and wss: (Section 4.4). A code point the encoding cannot represent is
// written as "%26%23", its number in decimal, and "%3B": the HTML numeric
// character reference "&#N;", percent-encoded.
func (p *parser) encodeLegacyQuery(enc *queryEncoding, query string) {
	if enc.x == nil {
		p.encodeOrFailQuery(webencoding.NewEncoder(enc.name), query)
		return
	}
	t := enc.x.NewEncoder()
	var buf [256]byte
	src := query
	for len(src) > 0 {
		nDst, nSrc, err := t.Transform(buf[:], []byte(src), true)
		p.appendQueryBytes(buf[:nDst])
		src = src[nSrc:]
		switch {
		case err == nil:
		case errors.Is(err, transform.ErrShortDst):
		default:
			// The code point at src cannot be encoded: its reference,
			// then on with the next.
			r, size := utf8.DecodeRuneInString(src)
			if size == 0 {
				return
			}
			p.out = append(p.out, "%26%23"...)
			p.out = strconv.AppendInt(p.out, int64(r), 10)
			p.out = append(p.out, "%3B"...)
			src = src[size:]
		}
	}
}

// encodeOrFailQuery is the loop of "percent-encode after encoding"
// (Section 1.3) with an encoder of the Encoding Standard: "While
// potentialError is non-null: 1. Let encodeOutput be an empty I/O queue.
// 2. Set potentialError to the result of running encode or fail with
// inputQueue, encoder, and encodeOutput. 3. For each byte of
// encodeOutput converted to a byte sequence: ... 4. If potentialError is
// non-null, then append "%26%23", followed by the shortest sequence of
// ASCII digits representing potentialError in base ten, followed by
// "%3B", to output." One encoder serves the whole query, keeping its
// state from error to error.
func (p *parser) encodeOrFailQuery(e *webencoding.Encoder, query string) {
	var buf [256]byte
	rest := query
	for {
		out, next, potentialError := e.EncodeOrFail(buf[:0], rest)
		p.appendQueryBytes(out)
		if potentialError < 0 {
			return
		}
		p.out = append(p.out, "%26%23"...)
		p.out = strconv.AppendInt(p.out, int64(potentialError), 10)
		p.out = append(p.out, "%3B"...)
		rest = next
	}
}

// appendQueryBytes appends encoded bytes, each percent-encoded when its
// isomorphic code point is in the special-query percent-encode set.
func (p *parser) appendQueryBytes(b []byte) {
	for _, c := range b {
		if c >= 0x80 || specialQuerySet[c] {
			p.out = appendEscaped(p.out, c)
		} else {
			p.out = append(p.out, c)
		}
	}
}
