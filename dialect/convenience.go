package dialect

// ParseIn parses s as d would inside the context of base: with
// [ContextParser] where d implements it, else with d.Parse.
func ParseIn(d Dialect, base Reference, s string) (Reference, error) {
	if cp, ok := d.(ContextParser); ok {
		return cp.ParseIn(base, s)
	}
	return d.Parse(s)
}

// ResolveText resolves the text ref against base by d and writes the
// target to *t: with [TextResolver] where d implements it, else by
// [ParseIn] and Resolve, which give the same target and the same error.
// On error *t is left as it was. t may be base.
func ResolveText(d Dialect, t, base *Reference, ref string) error {
	if tr, ok := d.(TextResolver); ok {
		return tr.ResolveText(t, base, ref)
	}
	r, err := ParseIn(d, *base, ref)
	if err != nil {
		return err
	}
	res, err := d.Resolve(*base, r)
	if err != nil {
		return err
	}
	*t = res
	return nil
}

// ResolveString parses base and ref with d and resolves ref against base.
func ResolveString(d Dialect, base, ref string) (string, error) {
	b, err := d.Parse(base)
	if err != nil {
		return "", err
	}
	r, err := ParseIn(d, b, ref)
	if err != nil {
		return "", err
	}
	res, err := d.Resolve(b, r)
	if err != nil {
		return "", err
	}
	return res.String(), nil
}
