package libwwwperl5

import "github.com/uridialect/uridialect/dialect"

// Validate reports only a string longer than the limit (option maxlength):
// URI::URL checked nothing: new() and _parse took every string. See
// "Validation" in the package doc.
func (d *Dialect) Validate(s string) error {
	var es dialect.Errors
	if pe := dialect.CheckLength(name, s, d.opts.maxLength); pe != nil {
		es.Add(pe)
	}
	return es.Err()
}
