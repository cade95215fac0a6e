package rfc1630

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/normal"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

var _ dialect.Normalizer = (*Dialect)(nil)

// plain are the characters of the BNF that RFC 1630 lets stand
// unencoded and that are not reserved: alpha, digit, safe ("$ - _ @ . &
// +") and extra ("! * " ' ( ) ,").
var plain = uritext.NewSet(`$-_@.&+!*"'(),`, "az", "AZ", "09")

// normalization has the one equivalence RFC 1630 defines ("CONVENTIONAL
// URI ENCODING SCHEME"): "Before two URIs can be compared, it is
// therefore necessary to bring them to the same encoding level. However,
// the reserved characters mentioned above have a quite different
// significance when encoded, and so may NEVER be encoded and unencoded in
// this way." Its Example 1: ".../marie-claude" and ".../marie%2Dclaude"
// "are identical, as the %2D encodes a hyphen character"; Example 2:
// ".../bertram%2Fmarie-claude" is not ".../bertram/marie-claude". It says
// nothing of the case of schemes or hosts, or of ports.
var normalization = &normal.Table{Dialect: "rfc1630", Levels: []normal.Level{
	normal.None,
	{NormalizationLevel: dialect.NormalizationLevel{Name: "encoding",
		Doc: `RFC 1630, "Conventional URI encoding scheme": every URI brought to the same encoding level: an encoded character of the BNF that is not reserved ` +
			`(alpha, digit, safe "$-_@.&+", extra "!*"'(),") decoded, and the digits of the others to upper case ("two hexadecimal digits (0-9, A-F)"); ` +
			`reserved characters "may NEVER be encoded and unencoded in this way"`},
		Rules: normal.Rules{UpperHex: true, Decode: plain}},
}}

// NormalizationLevels implements [dialect.Normalizer]: none and encoding.
func (d *Dialect) NormalizationLevels() []dialect.NormalizationLevel { return normalization.Infos() }

// Normalize implements [dialect.Normalizer].
func (d *Dialect) Normalize(s, level string) (string, error) {
	return normalization.Normalize(s, level, d.opts.MaxLength)
}
