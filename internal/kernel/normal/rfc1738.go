package normal

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// rfc1738Plain are the characters RFC 1738, Section 2.2 lets a URL hold
// unencoded besides reserved ones used for their purpose: "only
// alphanumerics, the special characters "$-_.+!*'(),", and reserved
// characters used for their reserved purposes may be used unencoded within
// a URL", after "Usually a URL has the same interpretation when an octet
// is represented by a character and when it encoded. However, this is not
// true for reserved characters".
var rfc1738Plain = uritext.NewSet("$-_.+!*'(),", "az", "AZ", "09")

// RFC1738 returns the levels of RFC 1738, the URL syntax that RFC 1808
// ("a companion to RFC 1738") and the 1994 draft (a companion to its
// Internet-Draft) build on; neither says more of equivalence.
func RFC1738(name string) *Table {
	syntax := Rules{LowerScheme: true, UpperHex: true, Decode: rfc1738Plain}
	scheme := syntax
	scheme.LowerHost, scheme.DefaultPorts = true, RFC1738Ports
	return &Table{Dialect: name, Levels: []Level{
		None,
		{dialect.NormalizationLevel{Name: "syntax", Doc: `RFC 1738, Section 2.1: the scheme to lower case ("programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names"); ` +
			`Section 2.2: the hex digits of an encoding to upper case ("The characters "abcdef" may also be used in hexadecimal encodings"), and an encoded alphanumeric or one of "$-_.+!*'()," decoded ("Usually a URL has the same interpretation when an octet is represented by a character and when it encoded. However, this is not true for reserved characters")`}, syntax},
		{dialect.NormalizationLevel{Name: "scheme", Doc: `syntax, and the host of the common syntax to lower case (Section 3.1: a "fully qualified domain name", whose labels compare without case); for the schemes of Section 3, ` +
			`and a port equal to the scheme's default elided ("If :<port> is omitted, the port defaults to" 21 for ftp, 80 for http, 70 for gopher, 119 for nntp, 23 for telnet, 210 for wais, 1525 for prospero)`}, scheme},
	}}
}
