// The one table of NSS knowledge: sources, property types with examples, property groups, class
// paths. Read by `Schema.builtin`; the format is described in SchemaText.swift.

enum BuiltinSchema {
    /// The built-in schema, in the text format of SchemaText.swift: these sources, properties and
    /// groups, then the class paths of BuiltinClassPaths.swift.
    static var text: String { head + BuiltinClassPaths.text }

    /// Sources, property types and groups.
    static let head = #"""
        # ---------------------------------------------------------------- Sources
        # `@key` or `@key:rest` in the lines below expands to the source's prefix (+ rest).
        source seed seeds/
        source sapdoc https://help.sap.com/doc/978e4f6c968c4cc5a30f9d324aa4b1d7/
        source sap-branding https://help.sap.com/doc/978e4f6c968c4cc5a30f9d324aa4b1d7/Latest/en-US/Documents/Frameworks/SAPFiori/Branding%20and%20Theming.html
        source sap-tutorial https://github.com/sap-tutorials/sap-btp-sdk-ios (archive/fiori-ios-scpms-custom-app-theming)
        source mdk https://help.sap.com/doc/3642933ef2e1478fb1578ef2acba4ae9/Latest/en-US/reference/schemadoc/Styles/
        source nui-readme https://github.com/tombenner/nui/blob/master/README.md
        source nui-code https://github.com/tombenner/nui/tree/master/NUI/Core
        source nui-tests https://github.com/tombenner/nui/blob/master/Demo/NUITests/TestTheme.NUI.nss
        source nui-style https://github.com/tombenner/nui/blob/master/NUI/NUIStyle.nss
        source nui-demo https://github.com/tombenner/nui/blob/master/Demo/NUIDemo/NUIStyle.nss
        source nui-src https://github.com/tombenner/nui/blob/744a36f/
        source sapfiori-h https://github.com/ChristineTham/MyDeliveries/blob/7269c77/SAPFiori.framework/Headers/SAPFiori-Swift.h

        # ---------------------------------------------------------------- Property types
        # property NAME TYPE EXAMPLE... @SOURCE
        property background-color           Color          #FFFFFF               @nui-readme
        property background-image           Image          background_image      @nui-readme
        property background-image-top       Image          toolbar_top           @nui-readme
        property background-image-bottom    Image          toolbar_bottom        @nui-readme
        property background-image-top-landscape    Image   toolbar_top_wide      @nui-readme
        property background-image-bottom-landscape Image   toolbar_bottom_wide   @nui-readme
        property background-repeat          Boolean        false                 @nui-src:NUI/Core/Renderers/NUIViewRenderer.m#L16-L20
        property background-tint-color      Color          #354A5F               @nui-readme
        property bar-tint-color             Color          #354A5F               @nui-tests
        property border-color               Color          #A2A2A2               @nui-readme
        property border-style               BorderStyle    rounded               @nui-readme
        property border-width               Number         1                     @nui-readme
        property color                      Color          red                   @nui-code
        property content-insets             Box            8                     @nui-readme
        property corner-radius              Number         7                     @nui-readme
        property current-color              Color          #0070F2               @nui-code
        property divider-color              Color          #D5DADD               @nui-readme
        property divider-image              Image          divider               @nui-readme
        property exclude-subviews           ClassList      UITableViewCell,UITextField  @nui-readme
        property exclude-views              ClassList      UIAlertButton         @nui-readme
        property finished-image             Image          tab_icon              @nui-readme
        property font-color                 Color          #32363A               @nui-readme
        property font-name                  FontName       HelveticaNeue-Light   @nui-readme
        property font-size                  Number         16                    @nui-readme
        property height                     Number         44                    @nui-readme
        property image                      Image          foreground_image      @nui-readme
        property keyboard-appearance        KeyboardAppearance  dark             @nui-code
        property maximum-track-tint-color   Color          #D5DADD               @nui-readme
        property maximum-value-image        Image          volume_up             @nui-readme
        property minimum-track-tint-color   Color          #0070F2               @nui-readme
        property minimum-value-image        Image          volume_down           @nui-readme
        property off-image                  Image          switch_off            @nui-readme
        property on-image                   Image          switch_on             @nui-readme
        property on-tint-color              Color          #0070F2               @nui-readme
        property padding                    Box            4 8                   @nui-readme
        property progress-image             Image          progress              @nui-readme
        property progress-tint-color        Color          #0070F2               @nui-readme
        property row-height                 Number         44                    @nui-readme
        property scope-background-color     Color          #FFFFFF               @nui-readme
        property scope-background-image     Image          scope_background      @nui-readme
        property selected-image             Image          tab_selected          @nui-readme
        property selected-image-tint-color  Color          #0070F2               @nui-readme
        property separator-color            Color          #D5DADD               @nui-readme
        property separator-style            SeparatorStyle single-line           @nui-readme
        property shadow-color               Color          black                 @nui-readme
        property shadow-image               Image          shadow                @nui-readme
        property shadow-image-top           Image          shadow_top            @nui-readme
        property shadow-image-bottom        Image          shadow_bottom         @nui-readme
        property shadow-offset              Offset         1, 2                  @nui-readme
        property shadow-opacity             Number         0.5                   @nui-readme
        property shadow-radius              Number         4                     @nui-readme
        property text-align                 TextAlign      center                @nui-readme
        property text-alpha                 Number         0.8                   @nui-readme
        property text-auto-fit              Boolean        true                  @nui-readme
        property text-line-clamp            Integer        2                     @sap-branding
        property text-offset                Offset         0, -11                @nui-readme
        property text-shadow-color          Color          darkGray              @nui-readme
        property text-shadow-offset         Offset         1, 2                  @nui-readme
        property text-transform             TextTransform  uppercase             @nui-readme
        property thumb-image                Image          thumb                 @nui-readme
        property thumb-tint-color           Color          #FFFFFF               @nui-readme
        property tint-color                 Color          tintColor             @sap-branding
        property title-insets               Box            7 4                   @nui-readme
        property title-vertical-offset      Number         2                     @nui-readme
        property track-image                Image          track                 @nui-readme
        property track-tint-color           Color          #D5DADD               @nui-readme
        property vertical-align             VerticalAlign  center                @nui-readme
        property width                      Number         80                    @nui-readme
        # Fiori additions.
        property font-style                 TextStyle      subheadline           @sap-branding
        property image-name                 Image          icon_attachment       @seed:002_374c4738d1295a01.txt:115
        property thumb-color                Color          #FFFFFF               @seed:001_10fd1b9b5033d948.txt:665
        property track-color                Color          tintColor             @seed:001_10fd1b9b5033d948.txt:667
        property view-alpha                 Number         0.4                   @seed:001_10fd1b9b5033d948.txt:671
        property view-alpha-value           Number         0.4                   @sapdoc:Latest/en-US/Documents/Frameworks/SAPFiori/Classes/FUISliderFormView.html
        property minimum-track-color        Color          tintColor             @sapdoc:Latest/en-US/Documents/Frameworks/SAPFiori/Classes/FUISliderFormView.html
        property maximum-track-color        Color          #D5DADD               @sapdoc:Latest/en-US/Documents/Frameworks/SAPFiori/Classes/FUISliderFormView.html
        property track-selection-color      Color          tintColor             @seed:001_10fd1b9b5033d948.txt:999
        property on-color                   Color          #E9730C               @seed:001_10fd1b9b5033d948.txt:1217
        property off-color                  Color          #D5DADD               @seed:001_10fd1b9b5033d948.txt:1218
        property selected-segment-tint-color Color         #0070F2               @sapdoc:Latest/en-US/Documents/Frameworks/SAPFiori/Classes/FUISegmentControl.html
        property node-foreground            Color          white                 @sapdoc:25.08/en-US/Documents/Frameworks/SAPFiori/Classes/FUIStepProgressIndicator.html
        property node-background            Color          #0070F2               @sapdoc:25.08/en-US/Documents/Frameworks/SAPFiori/Classes/FUIStepProgressIndicator.html
        # SAP Mobile Development Kit style classes (MDK apps style custom classes with these).
        property placeholder-color          Color          #6A6D70               @mdk:ValueClass.style.html
        property font-typeface              Text           bold                  @mdk:ValueClass.style.html
        property font-family                Text           HelveticaNeue         @mdk:../../docs-en/reference/schemadoc/Styles/TextClass.style.html
        property font-weight                Text           bold                  @mdk:ValueClass.style.html
        property text-decoration            Text           underline             @mdk:ValueClass.style.html
        property text-lien-clamp            Integer        2                     @mdk:ValueClass.style.html
        property bartintcolor               Color          #354A5F               @mdk:ValueClass.style.html
        property --ui5_carousel_background_color  Color    #FFFFFF               @mdk:ValueClass.style.html
        property --sapPageFooter_Background Color          #FFFFFF               @mdk:ValueClass.style.html

        # ---------------------------------------------------------------- Groups
        # group NAME [< PARENT, ...] @SOURCE, then one property a line:
        #   NAME [{state|state}] [+gradient] [@SOURCE]
        # A group accepts its parents' properties; a property listed again adds states.
        # Image properties also take -insets. A state list {NAME} may name a family of states:
        # family NAME state|state|... (UIControl's states as NUI and the Fiori SDK suffix them;
        # FUISwitch's four, from the Fiori switch seed; FUIRatingControl's styles, from its seed).
        family control normal|highlighted|selected|disabled|selected-highlighted|selected-disabled
        family switch enabled-selected|enabled-unselected|disabled-selected|disabled-unselected
        family rating standard|accented|editable|editable-disabled

        # NUI's stock classes: exactly the keys each renderer reads (tombenner/nui at 744a36f; the
        # file and lines are each group's source). Every image key K also reads K-insets
        # (NUISettings.m:278-287). Title text attributes never take a state on the font
        # (NUIUtilities.m:13-77).
        group NUIFrame @nui-src:NUI/Core/Renderers/NUIViewRenderer.m#L39-L93
            height
            width
            border-color
            border-width
            corner-radius
            shadow-color
            shadow-offset
            shadow-opacity
            shadow-radius
        # The title text attributes of bars and bar items (NUIUtilities.m:13-77): the font is never
        # read with a state, the color and shadow with the one state a renderer asks for.
        group NUITitleAttributes @nui-src:NUI/Core/NUIUtilities.m#L13-L77
            font-color
            font-name
            font-size
            text-shadow-color
            text-shadow-offset
        group NUIExclusions @nui-src:NUI/UI/UIView+NUI.m#L44-L76
            exclude-views
            exclude-subviews
        group View < NUIFrame, NUIExclusions @nui-src:NUI/Core/Renderers/NUIViewRenderer.m#L13-L28
            background-color
            background-image
            background-repeat
        group Control < View @nui-src:NUI/UI/UIControl+NUI.m#L28
        # What NUILabelRenderer reads: labels, and the text labels of table cells, drawn with the
        # cell's class (NUITableViewCellRenderer.m:24-34).
        group NUIText @nui-src:NUI/Core/Renderers/NUILabelRenderer.m#L19-L85
            background-color
            font-color {highlighted}
            font-name
            font-size
            text-align
            text-alpha
            text-auto-fit
            text-shadow-color
            text-shadow-offset
            text-line-clamp
        group Label < NUIFrame, NUIExclusions, NUIText @nui-src:NUI/Core/Renderers/NUILabelRenderer.m#L19-L85
            text-transform @nui-src:NUI/UI/UILabel+NUI.m#L29-L32
        group Button < NUIFrame, NUIExclusions @nui-src:NUI/Core/Renderers/NUIButtonRenderer.m#L15-L186
            background-color {control} +gradient
            background-image {highlighted|selected|selected-highlighted|selected-disabled|disabled}
            image {highlighted|selected|selected-highlighted|selected-disabled|disabled}
            font-color {highlighted|selected|selected-highlighted|selected-disabled|disabled}
            text-shadow-color {highlighted|selected|selected-highlighted|selected-disabled|disabled}
            content-insets
            font-name
            font-size
            padding
            text-align
            text-alpha
            text-auto-fit
            text-shadow-offset
            text-line-clamp
            text-transform @nui-src:NUI/UI/UIButton+NUI.m#L45
            title-insets
        # A UIBarButtonItem is no view: no frame, shadow or exclusions, and its title takes no state.
        group BarButton < NUITitleAttributes @nui-src:NUI/Core/Renderers/NUIBarButtonItemRenderer.m#L14-L96
            background-image
            background-tint-color
            background-color {highlighted} +gradient
            border-color
            border-width
            corner-radius
        # The fill is background-color-top when set, else background-color; -bottom is never read.
        group BarButtonBack < NUITitleAttributes @nui-src:NUI/Core/NUIAppearance.m#L18-L51
            background-color +gradient
            background-image {selected|highlighted|disabled}
            background-tint-color
            border-color
            border-width
            corner-radius
        group NavigationBar < NUIExclusions, NUITitleAttributes @nui-src:NUI/Core/Renderers/NUINavigationBarRenderer.m#L13-L72
            background-color +gradient
            background-image
            background-tint-color
            bar-tint-color
            shadow-image
            title-vertical-offset
        # NUINavigationItemRenderer ignores its class and renders the items as BarButton.
        group NavigationItem @nui-src:NUI/Core/Renderers/NUINavigationItemRenderer.m#L13-L24
        group Progress < NUIExclusions @nui-src:NUI/Core/Renderers/NUIProgressViewRenderer.m#L18-L37
            height
            width
            progress-image
            progress-tint-color
            track-image
            track-tint-color
        group SearchBar < NUIExclusions @nui-src:NUI/Core/Renderers/NUISearchBarRenderer.m#L13-L43
            background-color +gradient
            background-image
            background-tint-color
            scope-background-color
            scope-background-image
        group SearchBarButton < Button @nui-src:NUI/UI/UIButton+NUI.m#L32-L39
        group SegmentedControl < NUIExclusions @nui-src:NUI/Core/Renderers/NUISegmentedControlRenderer.m#L14-L69
            height
            width
            background-color {selected}
            background-image {selected}
            background-tint-color
            border-color
            border-width
            corner-radius
            divider-color
            divider-image
            font-color {selected}
            font-name
            font-size
            text-shadow-color {selected}
            text-shadow-offset {selected}
        group SearchBarScopeBar < NUITitleAttributes @nui-src:NUI/Core/Renderers/NUISearchBarRenderer.m#L45-L67
            background-color {selected}
            border-color
            border-width
            corner-radius
        group Slider < NUIExclusions @nui-src:NUI/Core/Renderers/NUISliderRenderer.m#L13-L33
            minimum-track-tint-color
            maximum-track-tint-color
            minimum-value-image
            maximum-value-image
            thumb-image
            thumb-tint-color
        group Switch < NUIExclusions @nui-src:NUI/Core/Renderers/NUISwitchRenderer.m#L13-L38
            background-color
            off-image
            on-image
            on-tint-color
            thumb-tint-color
            tint-color
        group TabBar < NUIExclusions @nui-src:NUI/Core/Renderers/NUITabBarRenderer.m#L13-L81
            background-color +gradient
            background-image
            background-tint-color
            bar-tint-color
            selected-image
            selected-image-tint-color
        # background-image-selected is read by the TabBar renderer, for the bar's first item only.
        group TabBarItem @nui-src:NUI/Core/Renderers/NUITabBarItemRenderer.m#L13-L53
            background-image {selected}
            finished-image {selected}
            font-color {selected}
            font-name
            font-size
            text-offset
            text-shadow-color {selected}
            text-shadow-offset {selected}
        group Table < NUIExclusions @nui-src:NUI/Core/Renderers/NUITableViewRenderer.m#L13-L59
            background-color +gradient
            row-height
            separator-color
            separator-style
        group TableCell < NUIFrame, NUIExclusions, NUIText @nui-src:NUI/Core/Renderers/NUITableViewCellRenderer.m#L13-L78
            background-color {selected} +gradient
            tint-color
        group TableCellContentView < View @nui-src:NUI/Core/Renderers/NUITableViewCellRenderer.m#L36
        group TableCellDetail < NUIFrame, NUIText @nui-src:NUI/Core/Renderers/NUITableViewCellRenderer.m#L30-L34
        group Toolbar < NUIExclusions @nui-src:NUI/Core/Renderers/NUIToolbarRenderer.m#L13-L53
            background-color
            background-image
            background-image-top
            background-image-bottom
            background-image-top-landscape
            background-image-bottom-landscape
            background-tint-color
            shadow-image
            shadow-image-top
            shadow-image-bottom
        group TextField < NUIFrame, NUIExclusions @nui-src:NUI/Core/Renderers/NUITextFieldRenderer.m#L15-L90
            background-color +gradient
            background-image
            border-style
            font-color
            font-name
            font-size
            keyboard-appearance
            padding @nui-src:NUI/UI/UITextField+NUI.m#L48-L63
            text-align
            text-alpha
            text-auto-fit
            tint-color
            vertical-align
        group TextView < View @nui-src:NUI/Core/Renderers/NUITextViewRenderer.m#L9-L27
            font-color
            font-name
            font-size
            keyboard-appearance
            padding
        group Window @nui-src:NUI/Core/Renderers/NUIWindowRenderer.m#L14-L16
            background-color
        group PageControl < NUIExclusions @nui-src:NUI/Core/Renderers/NUIPageControlRenderer.m#L18-L23
            color
            current-color
        group ActivityIndicator < NUIExclusions @nui-src:NUI/Core/Renderers/NUIActivityIndicatorRenderer.m#L18-L20
            color
        # Not a stock class (no UIImageView category): a view assigned a class is drawn as a View.
        group ImageView < View @nui-src:NUI/UI/UIView+NUI.m#L25-L31

        # Fiori property groups (SAP's class documentation; a Fiori view is also styled by the NUI
        # renderer of its UIKit class, so each group extends the matching stock class).
        group TEXT < Label @sap-branding
            font-color {highlighted|disabled|selected}
            font-style {highlighted|disabled|selected}
            text-line-clamp
            tint-color {disabled} @sapdoc:Latest/en-US/Documents/Frameworks/SAPFiori/Classes/FUITitleFormCell.html
            border-color {highlighted|disabled} @seed:001_10fd1b9b5033d948.txt:805
        group IMAGE < ImageView @sap-branding
            image-name
            tint-color
            font-style @seed:001_10fd1b9b5033d948.txt:1157
            font-color @seed:002_374c4738d1295a01.txt:132
        group CELL < TableCell @seed:002_374c4738d1295a01.txt:84
            tint-color
            background-color {selected}
        group BUTTON < Button @sapdoc:25.08/en-US/Documents/Frameworks/SAPFiori/Classes/FUIStepProgressIndicator.html
            font-style {control}
            font-color {control}
            background-color {control}
            tint-color
        group VIEW < View @sap-branding
            tint-color
        group SWITCH < Switch @seed:001_10fd1b9b5033d948.txt:662
            tint-color
            on-tint-color
            thumb-color {switch}
            track-color {switch}
            border-color {switch}
            view-alpha {switch}
        group SLIDER < Slider @sapdoc:Latest/en-US/Documents/Frameworks/SAPFiori/Classes/FUISliderFormView.html
            thumb-color {disabled}
            minimum-track-color {disabled}
            maximum-track-color {disabled}
            view-alpha-value {disabled}
            track-tint-color {disabled} @seed:001_10fd1b9b5033d948.txt:998
            track-selection-color {disabled} @seed:001_10fd1b9b5033d948.txt:999
            thumb-tint-color {disabled} @seed:001_10fd1b9b5033d948.txt:1000
        group RATING < View @seed:001_10fd1b9b5033d948.txt:1215
            on-color {rating}
            off-color {rating}
            on-image {standard|editable}
            off-image {standard|editable}
        group TEXTFIELD < TextField @seed:001_10fd1b9b5033d948.txt:1006
            font-color {disabled}
            font-style {disabled}
            border-color {highlighted|readonly|disabled}
        group SEGMENTED < SegmentedControl @sapdoc:Latest/en-US/Documents/Frameworks/SAPFiori/Classes/FUISegmentControl.html
            background-image {selected|highlighted|disabled}
            tint-color
            selected-segment-tint-color
            font-color {selected|highlighted|disabled}
            font-name {selected|highlighted|disabled}
            font-size {selected|highlighted|disabled}
            font-style {selected|highlighted|disabled}
            text-shadow-color {selected|highlighted|disabled}
            text-shadow-offset {selected|highlighted|disabled}
        group STEP @sapdoc:25.08/en-US/Documents/Frameworks/SAPFiori/Classes/FUIStepProgressIndicator.html
            node-foreground {highlighted|selected}
            node-background {highlight|highlighted|selected}
        # Properties of SAP's MDK style classes, which MDK apps assign as custom classes.
        group MDK @mdk:ValueClass.style.html
            background-color
            border-color
            color
            font-color
            font-size
            font-style
            font-name
            font-family
            font-typeface
            font-weight
            text-decoration
            padding
            placeholder-color
            text-align
            text-lien-clamp
            tint-color {disabled}
            on-tint-color
            thumb-tint-color
            progress-tint-color
            bartintcolor
            --ui5_carousel_background_color
            --sapPageFooter_Background

        """#
}
