package whatwg

import (
	"fmt"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/unicode"
)

// options holds the settings of a [Dialect]. Its zero value is the
// Standard's default: UTF-8.
type options struct {
	optiontable.Limits
	// enc is the document's encoding for queries, nil for UTF-8;
	// encName is its name as the Encoding Standard gives it.
	enc     *queryEncoding
	encName string
}

// An Option configures a [Dialect] made by [New] or [TryNew]. An option
// that cannot apply returns its error, which TryNew reports and New
// panics with.
type Option func(*options) error

// WithEncoding sets the encoding of the document the URLs come from (key
// "encoding"), by any label the Encoding Standard knows ("shift_jis",
// "latin1", "windows-1251"...). The URL parser takes it as an argument:
// "an optional encoding encoding (default UTF-8)" (Section 4.4), "a legacy
// concept only relevant for HTML", and uses it for one thing: the query of
// a special URL other than ws: and wss: is encoded in it before it is
// percent-encoded. "get an output encoding" makes UTF-16BE, UTF-16LE and
// replacement UTF-8 (Encoding Standard, Section 4.3).
func WithEncoding(label string) Option {
	return func(o *options) error {
		if l := strings.ToLower(strings.TrimSpace(label)); l == "utf-8" || l == "utf8" || l == "" {
			o.enc, o.encName = nil, ""
			return nil
		}
		e, err := htmlindex.Get(label)
		if err != nil {
			return fmt.Errorf("%q is not an encoding label of the Encoding Standard", label)
		}
		n, _ := htmlindex.Name(e)
		switch n {
		case "utf-8", "utf-16be", "utf-16le", "replacement":
			o.enc, o.encName = nil, ""
			return nil
		}
		if e == unicode.UTF8 {
			o.enc, o.encName = nil, ""
			return nil
		}
		o.enc, o.encName = newQueryEncoding(n, e), n
		return nil
	}
}

// WithMaxLength sets the longest string, in bytes, that Parse, Validate
// and Resolve accept (key "maxlength"): n as [dialect.MaxLength] reads it.
// The Standard sets no limit: see "Limits" in the package doc.
func WithMaxLength(n int) Option {
	return func(o *options) error {
		o.MaxLength = dialect.MaxLength(n)
		return nil
	}
}

// encodingOption is the option "encoding".
var encodingOption = optiontable.Spec[options]{
	Key: "encoding", Values: []string{"utf-8", "NAME"}, Default: "utf-8",
	Doc: `URL Standard, Section 4.4: the basic URL parser's "optional encoding encoding (default UTF-8)", ` +
		`the document's: the query of a special URL (not ws:, wss:) is encoded in it, then percent-encoded; ` +
		`NAME is any label of the Encoding Standard ("shift_jis", "windows-1252", "euc-kr"...)`,
	Parse: func(o *options, _, value string) error { return WithEncoding(value)(o) },
	Show: func(o *options) []optiontable.Setting {
		if o.enc == nil {
			return nil
		}
		return []optiontable.Setting{{Value: o.encName}}
	},
}

// optionTable names the options for [dialect.Configurable]: encoding and
// maxlength.
var optionTable = optiontable.New[options](encodingOption)
