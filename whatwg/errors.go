package whatwg

import "github.com/uridialect/uridialect/dialect"

// A verr is one of the validation errors the Standard names in its table
// (Section 1.3, "Writing"). Each is reported under the Standard's own name
// for it, as the rule's Step.
type verr uint8

const (
	errNone verr = iota
	// IDNA (Section 3.3)
	errDomainToASCII
	// Host parsing (Section 3.5)
	errDomainPercentEncoded
	errHostInvalidCodePoint
	errIPv4EmptyPart
	errIPv4TooFewParts
	errIPv4TooManyParts
	errIPv4NonNumericPart
	errIPv4NonDecimalPart
	errIPv4OutOfRangePart
	errIPv6Unclosed
	errIPv6InvalidCompression
	errIPv6TooManyPieces
	errIPv6MultipleCompression
	errIPv6InvalidCodePoint
	errIPv6TooFewPieces
	errIPv6PieceLeadingZero
	errIPv4InIPv6TooManyPieces
	errIPv4InIPv6InvalidCodePoint
	errIPv4InIPv6OutOfRangePart
	errIPv4InIPv6TooFewParts
	// URL parsing (Section 4.4)
	errInvalidURLUnit
	errSpecialSchemeMissingFollowingSolidus
	errMissingSchemeNonRelativeURL
	errInvalidReverseSolidus
	errInvalidCredentials
	errHostMissing
	errPortOutOfRange
	errPortInvalid
	errFileInvalidWindowsDriveLetter
	errFileInvalidWindowsDriveLetterHost
	numErrs
)

// errInfo is the name the Standard gives a validation error, the section
// whose algorithm reports it, and its description, shortened from the
// table.
var errInfo = [numErrs]struct{ name, sec, msg string }{
	errDomainToASCII:                        {"domain-to-ASCII", "3.3", "Unicode ToASCII records an error or fails for the host"},
	errDomainPercentEncoded:                 {"domain-percent-encoded", "3.5", "the host, processed as a domain, contains a percent-encoded byte"},
	errHostInvalidCodePoint:                 {"host-invalid-code-point", "3.5", "an opaque host contains a forbidden host code point"},
	errIPv4EmptyPart:                        {"IPv4-empty-part", "3.5", "an IPv4 address ends with a U+002E (.)"},
	errIPv4TooFewParts:                      {"IPv4-too-few-parts", "3.5", "an IPv4 address has fewer than 4 parts"},
	errIPv4TooManyParts:                     {"IPv4-too-many-parts", "3.5", "an IPv4 address has more than 4 parts"},
	errIPv4NonNumericPart:                   {"IPv4-non-numeric-part", "3.5", "an IPv4 address part is not numeric"},
	errIPv4NonDecimalPart:                   {"IPv4-non-decimal-part", "3.5", "an IPv4 address part is written in hexadecimal or octal"},
	errIPv4OutOfRangePart:                   {"IPv4-out-of-range-part", "3.5", "an IPv4 address part exceeds 255"},
	errIPv6Unclosed:                         {"IPv6-unclosed", "3.5", "an IPv6 address is missing the closing U+005D (])"},
	errIPv6InvalidCompression:               {"IPv6-invalid-compression", "3.5", "an IPv6 address begins with improper compression"},
	errIPv6TooManyPieces:                    {"IPv6-too-many-pieces", "3.5", "an IPv6 address contains more than 8 pieces"},
	errIPv6MultipleCompression:              {"IPv6-multiple-compression", "3.5", "an IPv6 address is compressed in more than one spot"},
	errIPv6InvalidCodePoint:                 {"IPv6-invalid-code-point", "3.5", "an IPv6 address contains a code point that is neither a hex digit nor U+003A (:), or ends unexpectedly"},
	errIPv6TooFewPieces:                     {"IPv6-too-few-pieces", "3.5", "an uncompressed IPv6 address contains fewer than 8 pieces"},
	errIPv6PieceLeadingZero:                 {"IPv6-piece-leading-zero", "3.5", "an IPv6 address piece contains a leading U+0030 (0)"},
	errIPv4InIPv6TooManyPieces:              {"IPv4-in-IPv6-too-many-pieces", "3.5", "an IPv6 address with IPv4 syntax has more than 6 pieces"},
	errIPv4InIPv6InvalidCodePoint:           {"IPv4-in-IPv6-invalid-code-point", "3.5", "an IPv4 part of an IPv6 address is empty, not a digit, has a leading 0, or there are too many parts"},
	errIPv4InIPv6OutOfRangePart:             {"IPv4-in-IPv6-out-of-range-part", "3.5", "an IPv4 part of an IPv6 address exceeds 255"},
	errIPv4InIPv6TooFewParts:                {"IPv4-in-IPv6-too-few-parts", "3.5", "an IPv4 address inside an IPv6 address has too few parts"},
	errInvalidURLUnit:                       {"invalid-URL-unit", "4.4", "a code point that is not a URL unit"},
	errSpecialSchemeMissingFollowingSolidus: {"special-scheme-missing-following-solidus", "4.4", `the special scheme is not followed by "//"`},
	errMissingSchemeNonRelativeURL:          {"missing-scheme-non-relative-URL", "4.4", "no scheme, and no base URL that can serve (none, or one with an opaque path)"},
	errInvalidReverseSolidus:                {"invalid-reverse-solidus", "4.4", `U+005C (\) in a special URL, used as U+002F (/)`},
	errInvalidCredentials:                   {"invalid-credentials", "4.4", "the input includes credentials"},
	errHostMissing:                          {"host-missing", "4.4", "a special URL, or one with credentials or a port, without a host"},
	errPortOutOfRange:                       {"port-out-of-range", "4.4", "the port is larger than 65535"},
	errPortInvalid:                          {"port-invalid", "4.4", "the port contains a code point that is not a digit"},
	errFileInvalidWindowsDriveLetter:        {"file-invalid-Windows-drive-letter", "4.4", "a relative reference against a file: base starts with a Windows drive letter"},
	errFileInvalidWindowsDriveLetterHost:    {"file-invalid-Windows-drive-letter-host", "4.4", "a file: URL's host is a Windows drive letter"},
}

// doc is the document every rule of this package cites.
const doc = "URL Standard"

// Name returns the Standard's name for e.
func (e verr) Name() string { return errInfo[e].name }

// rule returns the rule e breaks: the section of the algorithm that
// reports it, and its name as the Step ("URL Standard, Section 4.4,
// <invalid-URL-unit>").
func (e verr) rule() dialect.Rule {
	return dialect.Rule{Doc: doc, Sec: errInfo[e].sec, Step: errInfo[e].name}
}
