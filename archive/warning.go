package archive

import "fmt"

// A Warning is a problem found in a record that did not stop it from
// being read: what was found, and what the reader did about it.
type Warning struct {
	Kind WarningKind
	// Text says what was found and what was done, as the records
	// command prints it: "WARC-Target-URI in angle brackets (as wget
	// 1.14-1.20 wrote it): brackets removed".
	Text string
}

func (w Warning) String() string { return w.Text }

// A WarningKind names what part of a record a warning is about.
type WarningKind uint8

// The kinds of warnings.
const (
	// WarnJunk: bytes that are no record were skipped before this one.
	WarnJunk WarningKind = iota + 1
	// WarnFraming: the record shares its gzip member with others (a
	// whole-file gzip); its offsets are inside the member.
	WarnFraming
	// WarnHeader: a field of the record's header was repaired (wget's
	// angle brackets) or cannot be read (a date), or an ARC file's
	// version block is unreadable.
	WarnHeader
	// WarnLength: the record does not end where its length says
	// (Content-Length, Archive-length too long or too short, the
	// end-of-record marker missing); where it was taken to end is said.
	WarnLength
	// WarnDigest: a stored digest does not match the record's bytes
	// (Record.DigestMismatch), or names an algorithm that cannot be
	// checked.
	WarnDigest
	// WarnSpec: the record breaks the WARC specification in another way,
	// as gowarc's validation reports it.
	WarnSpec
	// WarnHTTP: the HTTP header in the block is malformed, or missing
	// (an HTTP/0.9 response).
	WarnHTTP
	// WarnCoding: a transfer or content coding is not what the header
	// says, is unknown, or fails to decode; the bytes are read as
	// stored, or up to the failure.
	WarnCoding
	// WarnPayloadType: the payload is declared one type and sniffs as
	// another (an image declared text/html).
	WarnPayloadType
)

var warningKinds = [...]string{"", "junk", "framing", "header", "length", "digest", "spec", "http", "coding", "payload-type"}

func (k WarningKind) String() string {
	if int(k) < len(warningKinds) && k > 0 {
		return warningKinds[k]
	}
	return fmt.Sprintf("WarningKind(%d)", k)
}

// junkSkipped is the warning of n bytes of junk skipped at where.
func junkSkipped(n int64, where string) Warning {
	return Warning{WarnJunk, fmt.Sprintf("%d bytes of junk skipped at %s", n, where)}
}

// warn adds a warning to the record.
func (r *Record) warn(kind WarningKind, text string) {
	r.Warnings = append(r.Warnings, Warning{kind, text})
}

// warnf adds a warning with a formatted text to the record.
func (r *Record) warnf(kind WarningKind, format string, args ...any) {
	r.warn(kind, fmt.Sprintf(format, args...))
}
