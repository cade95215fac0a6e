package whatwg

import (
	"errors"
	"strconv"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"
)

// encodeLegacyQuery is "percent-encode after encoding, with encoding,
// buffer, and queryPercentEncodeSet" (Section 1.3) for an encoding other
// than UTF-8, which the query state uses for a special URL other than ws:
// and wss: (Section 4.4). A code point the encoding cannot represent is
// written as "%26%23", its number in decimal, and "%3B": the HTML numeric
// character reference "&#N;", percent-encoded.
func (p *parser) encodeLegacyQuery(enc encoding.Encoding, query string) {
	t := enc.NewEncoder()
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
