package libwwwperl5

import (
	"encoding/base64"
	"strings"
	"unsafe"
)

// isTokenChar is data.pm's $tokenchar, "as defined in rfc1522.txt":
// [^\s\000-\037\177-\377\Q$tspecial\E], $tspecial being ()<>@,;:/[]?.=.
func isTokenChar(c byte) bool {
	return c > 0x20 && c < 0x7f && strings.IndexByte("()<>@,;:/[]?.=", c) < 0
}

func tokenEnd(s string, i int) int {
	for i < len(s) && isTokenChar(s[i]) {
		i++
	}
	return i
}

// dataMediaType returns the end of the media type at the start of s (the
// text after the scheme, its frag removed), as URI::URL::data::new reads
// it:
//
//	if ($init =~ s/^($tokenchar+\/$tokenchar+)//o) { $type = $1; }
//	while ($init =~ s/^;($tokenchar+)=([^,;]*)//o) { $type .= ";$1=$2"; }
//
// The type it keeps is the text it removed.
func dataMediaType(s string) int {
	i := 0
	if t := tokenEnd(s, 0); t > 0 && t < len(s) && s[t] == '/' {
		if j := tokenEnd(s, t+1); j > t+1 {
			i = j
		}
	}
	for i < len(s) && s[i] == ';' {
		j := tokenEnd(s, i+1)
		if j == i+1 || j >= len(s) || s[j] != '=' {
			break
		}
		k := j + 1
		for k < len(s) && s[k] != ',' && s[k] != ';' {
			k++
		}
		i = k
	}
	return i
}

// appendData is URI::URL::data's new and as_string. new takes the
// scheme, the frag, the media type, ";base64" (in any case) and a ",",
// and unescapes the rest into base64 (after ";base64") or data. as_string
// writes ($self->{'scheme'} || 'data') . ":" and the media type, then
// ";base64," and the base64 text as new stored it, unescaped; or, for
// data, the shorter of ";base64," and its MIME::Base64::encode ("if
// (length($base64) + 7 < length($urlenc))") and "," and uri_escape of it.
// encode breaks the text into lines of 76 characters, each ended by "\n",
// which as_string keeps. The frag is not written.
func appendData(buf []byte, u url) []byte {
	buf = appendClassScheme(buf, u, "data")
	rest := u.path
	m := dataMediaType(rest)
	buf = append(buf, rest[:m]...)
	rest = rest[m:]
	isBase64 := len(rest) >= 7 && strings.EqualFold(rest[:7], ";base64")
	if isBase64 {
		rest = rest[7:]
	}
	rest = strings.TrimPrefix(rest, ",")
	if isBase64 {
		buf = append(buf, ";base64,"...)
		return appendUnescaped(buf, rest)
	}
	from := len(buf)
	buf = appendUnescaped(buf, rest)
	data := buf[from:]
	urlenc := 0
	for _, c := range data {
		urlenc++
		if defaultUnsafe[c] {
			urlenc += 2
		}
	}
	to := len(buf)
	if mimeBase64Len(len(data))+7 < urlenc {
		buf = append(buf, ";base64,"...)
		buf = appendMIMEBase64(buf, unsafe.String(unsafe.SliceData(data), len(data)))
	} else {
		buf = append(buf, ',')
		for i := from; i < to; i++ {
			buf = appendEscapedByte(buf, buf[i], defaultUnsafe)
		}
	}
	return append(buf[:from], buf[to:]...)
}

// mimeLine is the length of MIME::Base64's lines.
const mimeLine = 76

// mimeBase64Len is the length of MIME::Base64::encode of n bytes: the
// base64 text, and a "\n" after each line of it.
func mimeBase64Len(n int) int {
	l := base64.StdEncoding.EncodedLen(n)
	return l + (l+mimeLine-1)/mimeLine
}

// appendMIMEBase64 appends MIME::Base64::encode($s): encode_base64 with
// its default end of line, "\n", after every 76 characters and at the
// end; "" for "".
func appendMIMEBase64(buf []byte, s string) []byte {
	for len(s) > 0 {
		chunk := s
		if len(chunk) > mimeLine/4*3 {
			chunk = chunk[:mimeLine/4*3]
		}
		buf = base64.StdEncoding.AppendEncode(buf, unsafe.Slice(unsafe.StringData(chunk), len(chunk)))
		buf = append(buf, '\n')
		s = s[len(chunk):]
	}
	return buf
}
